import type { Route } from "./+types/staff";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Our Staff", description: "Meet the RERA-certified consultants who will help you buy, sell, rent or invest in Dubai.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Our Staff" intro="Meet the RERA-certified consultants who will help you buy, sell, rent or invest in Dubai." />;
}
