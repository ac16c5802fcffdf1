import type { Route } from "./+types/contact";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Contact us", description: "Speak to a consultant about buying, selling, renting or investing in Dubai.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Contact us" intro="Speak to a consultant about buying, selling, renting or investing in Dubai." />;
}
