import type { AgencyConfig } from "./agency.ts";

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** The agency details from the root loader, for `meta` exports. */
export function agencyFromMatches(matches: ReadonlyArray<MatchLike | undefined>): AgencyConfig | undefined {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { agency?: AgencyConfig } | undefined;
  return data?.agency;
}
