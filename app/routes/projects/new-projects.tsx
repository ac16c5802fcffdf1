import type { Route } from "./+types/new-projects";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "New projects in Dubai", description: "The newest off-plan launches in Dubai, newest first.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="New projects in Dubai" intro="The newest off-plan launches in Dubai, newest first." />;
}
