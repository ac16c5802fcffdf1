import type { Route } from "./+types/guide";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Property guide", description: "Practical guides to buying, selling, renting and letting property in Dubai.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Property guide" intro="Practical guides to buying, selling, renting and letting property in Dubai." />;
}
