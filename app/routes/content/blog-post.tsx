import type { Route } from "./+types/blog-post";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Article", description: "Dubai property market news, analysis and guides.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Article" intro="Dubai property market news, analysis and guides." />;
}
