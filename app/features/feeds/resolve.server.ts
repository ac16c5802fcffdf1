/**
 * Finds (or creates) the rows a feed listing points at: its area, the
 * canonical spelling of its community and building, its developer, agent and
 * property type. Loaded once per run, so a 10,000-listing feed asks the
 * database only for what is new.
 */
import type { PropertyCategory } from "#app/db/schema.ts";
import type { FeedsDB } from "./feeds-schema.ts";
import type { FeedAgent, FeedListing } from "./mapping.server.ts";
import { companyKey, normaliseName, placeKeys, slugify } from "./names.ts";

export interface ResolvedRefs {
  areaId: number;
  community: string | null;
  building: string | null;
  developerId: number | null;
  agentId: number | null;
  propertyTypeId: number;
}

export class Resolver {
  private areas = new Map<string, number>();
  private places = new Map<string, string>();
  private developers = new Map<string, number>();
  private agentsByBrn = new Map<string, number>();
  private agentsByEmail = new Map<string, number>();
  private types = new Map<string, number>();
  private slugs = { areas: new Set<string>(), developers: new Set<string>(), agents: new Set<string>() };
  /** names created during the run, for the report */
  readonly created: string[] = [];

  private constructor(private readonly db: FeedsDB) {}

  static async load(db: FeedsDB): Promise<Resolver> {
    const r = new Resolver(db);
    for (const a of await db.selectFrom("areas").select(["id", "name", "slug"]).orderBy("id").execute()) {
      r.slugs.areas.add(a.slug);
      for (const key of placeKeys(a.name)) if (!r.areas.has(key)) r.areas.set(key, a.id);
    }
    const places = await db
      .selectFrom("listings")
      .select(["area_id", "community", "sub_community"])
      .distinct()
      .where("community", "is not", null)
      .execute();
    for (const p of places) {
      if (p.community) r.rememberPlace(`${p.area_id}`, p.community);
      if (p.community && p.sub_community) r.rememberPlace(`${p.area_id}|${normaliseName(p.community)}`, p.sub_community);
    }
    for (const d of await db.selectFrom("developers").select(["id", "name", "slug"]).orderBy("id").execute()) {
      r.slugs.developers.add(d.slug);
      const key = companyKey(d.name);
      if (!r.developers.has(key)) r.developers.set(key, d.id);
    }
    for (const a of await db.selectFrom("agents").select(["id", "brn", "email", "slug"]).orderBy("id").execute()) {
      r.slugs.agents.add(a.slug);
      if (a.brn && !r.agentsByBrn.has(a.brn)) r.agentsByBrn.set(a.brn, a.id);
      const email = a.email.toLowerCase();
      if (email && !r.agentsByEmail.has(email)) r.agentsByEmail.set(email, a.id);
    }
    for (const t of await db.selectFrom("property_types").select(["id", "label"]).execute()) r.types.set(t.label, t.id);
    return r;
  }

  async resolve(listing: FeedListing): Promise<ResolvedRefs> {
    const areaId = await this.area(listing.area);
    const community = listing.community ? this.place(`${areaId}`, listing.community) : null;
    const building = listing.building ? this.place(`${areaId}|${normaliseName(community ?? "")}`, listing.building) : null;
    return {
      areaId,
      community,
      building,
      developerId: listing.developer ? await this.developer(listing.developer) : null,
      agentId: listing.agent ? await this.agent(listing.agent) : null,
      propertyTypeId: await this.propertyType(listing.propertyType, listing.category),
    };
  }

  private rememberPlace(scope: string, name: string) {
    for (const key of placeKeys(name)) if (!this.places.has(`${scope}#${key}`)) this.places.set(`${scope}#${key}`, name);
  }

  /** the spelling already used in this area (or community), else this one, remembered */
  private place(scope: string, name: string): string {
    for (const key of placeKeys(name)) {
      const known = this.places.get(`${scope}#${key}`);
      if (known) return known;
    }
    this.rememberPlace(scope, name);
    return name;
  }

  private async area(name: string): Promise<number> {
    const keys = placeKeys(name);
    for (const key of keys) {
      const id = this.areas.get(key);
      if (id !== undefined) return id;
    }
    const slug = uniqueSlug(slugify(name), this.slugs.areas);
    const row = await this.db
      .insertInto("areas")
      .values({ slug, name: name.slice(0, 120), description: "", image: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const key of keys) this.areas.set(key, row.id);
    this.created.push(`area "${name}"`);
    return row.id;
  }

  private async developer(name: string): Promise<number> {
    const key = companyKey(name);
    const known = this.developers.get(key);
    if (known !== undefined) return known;
    const slug = uniqueSlug(slugify(name), this.slugs.developers);
    const row = await this.db
      .insertInto("developers")
      .values({ slug, name: name.slice(0, 120), description: "", logo: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    this.developers.set(key, row.id);
    this.created.push(`developer "${name}"`);
    return row.id;
  }

  /** by BRN, then e-mail; created when neither is known */
  private async agent(agent: FeedAgent): Promise<number> {
    const byBrn = agent.brn ? this.agentsByBrn.get(agent.brn) : undefined;
    if (byBrn !== undefined) return byBrn;
    const byEmail = agent.email ? this.agentsByEmail.get(agent.email) : undefined;
    if (byEmail !== undefined) return byEmail;
    const slug = uniqueSlug(slugify(agent.name), this.slugs.agents);
    const row = await this.db
      .insertInto("agents")
      .values({
        slug,
        name: agent.name,
        role: null,
        avatar: null,
        phone: agent.phone ?? "",
        email: agent.email ?? "",
        brn: agent.brn ?? "",
        languages: "[]",
        sort_order: 1000,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (agent.brn) this.agentsByBrn.set(agent.brn, row.id);
    if (agent.email) this.agentsByEmail.set(agent.email, row.id);
    this.created.push(`agent "${agent.name}"`);
    return row.id;
  }

  /** our labels come from the mapping tables; an empty database gets the ones it needs */
  private async propertyType(label: string, category: PropertyCategory): Promise<number> {
    const known = this.types.get(label);
    if (known !== undefined) return known;
    const row = await this.db
      .insertInto("property_types")
      .values({ label, category, sort_order: 100 })
      .returning("id")
      .executeTakeFirstOrThrow();
    this.types.set(label, row.id);
    return row.id;
  }
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
