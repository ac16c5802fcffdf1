import type { Route } from "./+types/developers";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "All Developers", description: "Dubai's leading master developers and their projects.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="All Developers" intro="Dubai's leading master developers and their projects." />;
}
