import type { Route } from "./+types/property-valuation";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Property Valuation", description: "Free in-person and instant property valuations in Dubai.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Property Valuation" intro="Free in-person and instant property valuations in Dubai." />;
}
