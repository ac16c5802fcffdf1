import type { Route } from "./+types/list";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Off plan properties for sale in Dubai", description: "Off-plan projects from Dubai's leading developers with payment plans and handover dates.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Off plan properties for sale in Dubai" intro="Off-plan projects from Dubai's leading developers with payment plans and handover dates." />;
}
