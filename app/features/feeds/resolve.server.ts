/**
 * Finds (or creates) the rows a feed listing points at: its area, the
 * canonical spelling of its community and building, its developer, agent and
 * property type. Loaded once per run, so a 10,000-listing feed asks the
 * database only for what is new.
 */
import type { PropertyCategory } from "#app/db/schema.ts";
import type { DB } from "#app/db/db.server.ts";
import type { FeedAgent, FeedListing } from "./mapping.server.ts";
import { DEFAULT_EMIRATE } from "./conformance.ts";
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
  /** agents without a licence number on file, by name and e-mail together */
  private agentsByNameEmail = new Map<string, number>();
  private types = new Map<string, number>();
  private slugs = { areas: new Set<string>(), developers: new Set<string>(), agents: new Set<string>() };
  /** names created during the run, for the report */
  readonly created: string[] = [];

  private constructor(private readonly db: DB) {}

  static async load(db: DB): Promise<Resolver> {
    const r = new Resolver(db);
    for (const a of await db.selectFrom("areas").select(["id", "name", "slug", "emirate"]).orderBy("id").execute()) {
      r.slugs.areas.add(a.slug);
      for (const key of placeKeys(a.name)) if (!r.areas.has(`${a.emirate}#${key}`)) r.areas.set(`${a.emirate}#${key}`, a.id);
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
    for (const a of await db.selectFrom("agents").select(["id", "name", "brn", "email", "slug"]).orderBy("id").execute()) {
      r.slugs.agents.add(a.slug);
      const brn = brnKey(a.brn);
      if (brn) {
        if (!r.agentsByBrn.has(brn)) r.agentsByBrn.set(brn, a.id);
      } else {
        const key = nameEmailKey(a.name, a.email);
        if (!r.agentsByNameEmail.has(key)) r.agentsByNameEmail.set(key, a.id);
      }
    }
    for (const t of await db.selectFrom("property_types").select(["id", "label"]).execute()) r.types.set(t.label, t.id);
    return r;
  }

  async resolve(listing: FeedListing): Promise<ResolvedRefs> {
    const areaId = await this.area(listing.area, listing.emirate);
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

  /** areas are matched within their emirate: Al Hamra in Ras Al Khaimah is not a Dubai area */
  private async area(name: string, emirate: string): Promise<number> {
    const keys = placeKeys(name).map((key) => `${emirate}#${key}`);
    for (const key of keys) {
      const id = this.areas.get(key);
      if (id !== undefined) return id;
    }
    const slug = uniqueSlug(slugify(emirate === DEFAULT_EMIRATE ? name : `${name} ${emirate}`), this.slugs.areas);
    const row = await this.db
      .insertInto("areas")
      .values({ slug, name: name.slice(0, 120), description: "", image: null, emirate })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const key of keys) this.areas.set(key, row.id);
    this.created.push(emirate === DEFAULT_EMIRATE ? `area "${name}"` : `area "${name}" (${emirate})`);
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

  /**
   * By licence (BRN), then by name and e-mail together among agents without a licence on file;
   * created otherwise. Never by e-mail alone: agents often share the agency's address, and
   * merging two would show one broker's name and licence on the other's listings.
   */
  private async agent(agent: FeedAgent): Promise<number> {
    const brn = brnKey(agent.brn);
    const byBrn = brn ? this.agentsByBrn.get(brn) : undefined;
    if (byBrn !== undefined) return byBrn;
    const key = nameEmailKey(agent.name, agent.email ?? "");
    const byNameEmail = this.agentsByNameEmail.get(key);
    if (byNameEmail !== undefined) {
      if (brn) {
        // the licence arrives for an agent we knew without one: keep it, and match by it from now on
        await this.db
          .updateTable("agents")
          .set({ brn: agent.brn ?? "" })
          .where("id", "=", byNameEmail)
          .execute();
        this.agentsByNameEmail.delete(key);
        this.agentsByBrn.set(brn, byNameEmail);
      }
      return byNameEmail;
    }
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
    if (brn) this.agentsByBrn.set(brn, row.id);
    else this.agentsByNameEmail.set(key, row.id);
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

/** "BRN 40112", "brn-40112" and "40112" are one licence */
export function brnKey(brn: string | null | undefined): string {
  return (brn ?? "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .replace(/^BRN/, "");
}

function nameEmailKey(name: string, email: string): string {
  return `${normaliseName(name)}|${email.trim().toLowerCase()}`;
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
