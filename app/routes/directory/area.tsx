import type { Route } from "./+types/area";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Area guide", description: "Homes, prices and projects in this Dubai community.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Area guide" intro="Homes, prices and projects in this Dubai community." />;
}
