import type { Route } from "./+types/list";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Properties in Dubai", description: "Apartments, villas, townhouses and commercial space for sale and to rent across Dubai.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Properties in Dubai" intro="Apartments, villas, townhouses and commercial space for sale and to rent across Dubai." />;
}
