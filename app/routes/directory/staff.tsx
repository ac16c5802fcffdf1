import { data, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/staff";
import { useAgency } from "#app/root.tsx";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { realEstateAgentSchema } from "#app/features/directory/agency-schema.ts";
import { pageCacheHeaders } from "#app/utils/cache-control.ts";
import { StaffView } from "#app/features/directory/components/staff-view.tsx";
import { loadStaff, statusOf } from "#app/features/directory/directory.server.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { SHARE_IMAGES } from "#app/content/content-ui.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { PAGE_PATHS } from "#app/utils/paths.ts";

/** /staff and /about/staff (two route ids, one module). */
export async function loader({ context }: Route.LoaderArgs) {
  const state = await loadStaff(context.db);
  return data(state, { status: statusOf(state), headers: pageCacheHeaders("page", state.status === "error") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const agency = agencyFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const { STAFF_PAGE } = textFor({ en, ar }, locale);
  // Both URLs show the same page: /staff is canonical.
  return [
    ...seoMeta(agency, {
      title: STAFF_PAGE.metaTitle,
      description: STAFF_PAGE.metaDescription,
      path: PAGE_PATHS.staff,
      image: SHARE_IMAGES.staff,
      locale,
    }),
    ...(agency ? [jsonLd(realEstateAgentSchema(agency, locale))] : []),
  ];
};

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const agency = useAgency();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return <StaffView state={loaderData} loading={loading} brand={agency.brand} phone={agency.phone} />;
}
