import type { Route } from "./+types/developer";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Developer profile", description: "The developer's profile and its projects in Dubai.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Developer profile" intro="The developer's profile and its projects in Dubai." />;
}
