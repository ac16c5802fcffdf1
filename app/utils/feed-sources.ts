/**
 * Portal feed sources are known by a name (decision 029): `FEEDS="pf-main=https://…,bayut=https://…"`
 * and `npm run import -- FILE --source NAME`. The listings a feed owns, their withdrawal and their
 * 410s follow the name, so a file saved under a new name or a URL with a rotating key in its query
 * string stays the same source.
 */
export const SOURCE_NAME = /^[a-z0-9][a-z0-9._-]{0,59}$/i;

export interface FeedSource {
  name: string;
  url: string;
}

/** An unnamed URL is named by its host and path: the query string (often a rotating key) is left out. */
export function defaultFeedName(url: string): string {
  const u = new URL(url);
  return `${u.host}${u.pathname}`.replace(/\/+$/, "").slice(0, 200);
}

/** Where a run read its feed, safe to show and store: a URL without credentials or query string. */
export function feedLocation(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname}`;
}

/** "pf-main=https://a/x.xml, https://b/y.xml" → named sources; throws a message for the person configuring it. */
export function parseFeedSources(value: string): FeedSource[] {
  const sources: FeedSource[] = [];
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    // a bare URL may carry "=" in its query string: only an entry not starting with a scheme is NAME=URL
    const named = /^https?:\/\//i.test(entry) ? null : /^([^=]+)=(.+)$/.exec(entry);
    const name = named ? (named[1] as string) : undefined;
    const url = named ? (named[2] as string) : entry;
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) throw new Error(`"${entry.slice(0, 80)}" must be an http(s) URL, or NAME=URL`);
    if (name !== undefined && !SOURCE_NAME.test(name))
      throw new Error(`feed name "${name.slice(0, 80)}" may use letters, digits, ".", "_" and "-" (up to 60)`);
    const source = { name: name ?? defaultFeedName(url), url };
    if (sources.some((s) => s.name === source.name)) throw new Error(`feed name "${source.name}" is given twice`);
    sources.push(source);
  }
  return sources;
}
