import type { Route } from "./+types/our-story";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Our Story", description: "How our agency came to help thousands of buyers, tenants and investors in Dubai.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Our Story" intro="How our agency came to help thousands of buyers, tenants and investors in Dubai." />;
}
