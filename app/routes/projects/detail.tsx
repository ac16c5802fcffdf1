import type { Route } from "./+types/detail";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Off-plan project", description: "Floor plans, payment plan, handover date and permit number for this off-plan project.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Off-plan project" intro="Floor plans, payment plan, handover date and permit number for this off-plan project." />;
}
