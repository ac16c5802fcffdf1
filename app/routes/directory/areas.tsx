import type { Route } from "./+types/areas";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "All Areas", description: "Dubai's communities, from Dubai Marina to Dubai Hills Estate, with their homes for sale and to rent.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="All Areas" intro="Dubai's communities, from Dubai Marina to Dubai Hills Estate, with their homes for sale and to rent." />;
}
