import type { Route } from "./+types/why-choose-us";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Why Choose Us", description: "What sets our Dubai real estate agency apart, in figures.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Why Choose Us" intro="What sets our Dubai real estate agency apart, in figures." />;
}
