import type { Route } from "./+types/rental-yield-calculator";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Rental Yield Calculator", description: "Work out the net rental yield of a Dubai property in seconds.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Rental Yield Calculator" intro="Work out the net rental yield of a Dubai property in seconds." />;
}
