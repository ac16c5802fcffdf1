import type { Route } from "./+types/investment-guide";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Dubai Real Estate Investment Guide", description: "Why investors choose Dubai: yields, tax, golden visa and more.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Dubai Real Estate Investment Guide" intro="Why investors choose Dubai: yields, tax, golden visa and more." />;
}
