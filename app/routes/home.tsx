import type { Route } from "./+types/home";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Dubai real estate", description: "Property for sale and to rent in Dubai, off-plan projects and expert advice from a RERA-licensed agency.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Dubai real estate" intro="Property for sale and to rent in Dubai, off-plan projects and expert advice from a RERA-licensed agency." />;
}
