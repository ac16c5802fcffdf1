import type { Route } from "./+types/detail";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Property details", description: "Full details, photos, permit number and agent contact for this Dubai property.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Property details" intro="Full details, photos, permit number and agent contact for this Dubai property." />;
}
