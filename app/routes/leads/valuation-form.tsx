import type { Route } from "./+types/valuation-form";
import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(agencyFromMatches(matches), { title: "Request a Free In-Person Property Valuation", description: "Book a free in-person valuation of your Dubai property.", path: location.pathname });

export default function Page() {
  return <PagePlaceholder title="Request a Free In-Person Property Valuation" intro="Book a free in-person valuation of your Dubai property." />;
}
