/**
 * Rows of the reference tables (property types, developers, areas, agents) and the lookups the listing and project generators use.
 */
import type { PropertyCategory } from "#app/db/schema.ts";
import type { AgentRow, AreaRow, DeveloperRow, PropertyTypeRow } from "../demo-data.ts";
import { agentAvatar, areaImage, developerLogo } from "../media-catalog.ts";
import { deriveSeed, Rng, type WeightedTable, weightedTable } from "../random.ts";
import {
  AGENT_PROFILES,
  type AgentFocus,
  type AgentProfile,
  AREA_PROFILES,
  type AreaProfile,
  COMMERCIAL_TYPES,
  type CommercialType,
  DEVELOPER_PROFILES,
  type DeveloperProfile,
  type PropertyTypeLabel,
  RESIDENTIAL_TYPES,
  type ResidentialType,
} from "../reference-data.ts";
import { DEFAULT_AGENCY_DOMAIN, DEFAULT_SEED, entriesOf, pad, Stream } from "./common.ts";

// ───────────────────────────── property types (§9) ─────────────────────────────

const TYPE_LABELS: readonly PropertyTypeLabel[] = [...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES];
export const typeId = (label: PropertyTypeLabel) => TYPE_LABELS.indexOf(label) + 1;
export const typeLabel = (id: number): PropertyTypeLabel => {
  const label = TYPE_LABELS[id - 1];
  if (!label) throw new Error(`no property type ${id}`);
  return label;
};

export function propertyTypes(): PropertyTypeRow[] {
  return TYPE_LABELS.map((label, i) => ({
    id: i + 1,
    category: categoryOf(label),
    label,
    sort_order: i + 1,
  }));
}

// ──────────────────────────────── developers ────────────────────────────────

export function developers(): DeveloperRow[] {
  return DEVELOPER_PROFILES.map((d, i) => ({
    id: i + 1,
    slug: d.slug,
    name: d.name,
    description: d.description,
    logo: developerLogo(d.slug),
  }));
}

const developerIndex = new Map(DEVELOPER_PROFILES.map((d, i) => [d.slug, i] as const));
export function developerIdOf(slug: string): number {
  const index = developerIndex.get(slug);
  if (index === undefined) throw new Error(`unknown developer ${slug}`);
  return index + 1;
}
export function developerProfile(id: number): DeveloperProfile {
  const profile = DEVELOPER_PROFILES[id - 1];
  if (!profile) throw new Error(`no developer ${id}`);
  return profile;
}

// ─────────────────────────────────── areas ───────────────────────────────────

export function areas(): AreaRow[] {
  return AREA_PROFILES.map((a, i) => ({
    id: i + 1,
    slug: a.slug,
    name: a.name,
    description: a.description,
    image: areaImage(a.slug),
    // every demo area is in Dubai (the column's default; migration 0024)
    emirate: "Dubai",
  }));
}

const areaIndex = new Map(AREA_PROFILES.map((a, i) => [a.slug, i] as const));
export function areaIdOf(slug: string): number {
  const index = areaIndex.get(slug);
  if (index === undefined) throw new Error(`unknown area ${slug}`);
  return index + 1;
}
export function areaProfile(id: number): AreaProfile {
  const profile = AREA_PROFILES[id - 1];
  if (!profile) throw new Error(`no area ${id}`);
  return profile;
}

/** area ids weighted by stock, per category: computed once, used for every listing */
export const RESIDENTIAL_AREAS = weightedTable(AREA_PROFILES.map((a, i) => [i + 1, a.homeWeight] as const).filter(([, w]) => w > 0));
export const COMMERCIAL_AREAS = weightedTable(
  AREA_PROFILES.map((a, i) => [i + 1, a.businessWeight] as const).filter(
    ([id, w]) => w > 0 && entriesOf(areaProfile(id).commercial).length > 0,
  ),
);
/** per area id - 1; null where the area has no stock of that category */
export const HOME_TYPE_WEIGHTS = AREA_PROFILES.map((a) => (a.homeWeight > 0 ? weightedTable(entriesOf<ResidentialType>(a.homes)) : null));
export const BUSINESS_TYPE_WEIGHTS = AREA_PROFILES.map((a) => {
  const entries = entriesOf<CommercialType>(a.commercial);
  return entries.length > 0 ? weightedTable(entries) : null;
});

export function tableFor<T>(tables: readonly (WeightedTable<T> | null)[], areaId: number): WeightedTable<T> {
  const table = tables[areaId - 1];
  if (!table) throw new Error(`area ${areaId} has no weights for this choice`);
  return table;
}

// ─────────────────────────────────── agents ───────────────────────────────────

const UAE_MOBILE_PREFIXES = ["50", "52", "54", "55", "56", "58"] as const;

export function agents(agencyDomain: string = DEFAULT_AGENCY_DOMAIN, seed: number = DEFAULT_SEED): AgentRow[] {
  const rng = new Rng(deriveSeed(seed, Stream.Agents, 0));
  const usedBrns = new Set<string>();
  return AGENT_PROFILES.map((profile, i) => {
    let brn: string;
    do brn = String(rng.int(10_000, 99_999));
    while (usedBrns.has(brn));
    usedBrns.add(brn);
    const phone = `+971 ${rng.pick(UAE_MOBILE_PREFIXES)} ${rng.int(100, 999)} ${pad(rng.int(0, 9999), 4)}`;
    return {
      id: i + 1,
      slug: profile.slug,
      name: profile.name,
      role: profile.role,
      avatar: profile.hasAvatar ? agentAvatar(profile.slug) : null,
      phone,
      email: `${profile.emailLocal}@${agencyDomain}`,
      brn,
      languages: JSON.stringify(profile.languages),
      sort_order: i + 1,
    };
  });
}

/**
 * The areas an agent's role line names ("Property Consultant – Dubai Marina & JBR"
 * names dubai-marina and jumeirah-beach-residence), matched on the area's
 * name or short name. Empty for a role that names no place ("Leasing Manager").
 */
export function placesInRole(role: string): string[] {
  return AREA_PROFILES.filter((a) => role.includes(a.name) || role.includes(a.short)).map((a) => a.slug);
}

/**
 * Who may be the contact for a listing of this focus in this area. An agent
 * whose role names places is an area consultant: only listings in their own
 * areas (the visitor reads the role on the agent card). The others take their
 * focus anywhere, their own areas preferred.
 */
export function agentMayList(agent: AgentProfile, focus: AgentFocus, areaSlug: string): boolean {
  if (!agent.focus.includes(focus)) return false;
  return placesInRole(agent.role).length === 0 || agent.areas.includes(areaSlug);
}

/** agent ids per focus and area: an agent whose areas include it gets five times the share of one covering it from the desk */
export const AGENT_POOLS: Record<AgentFocus, WeightedTable<number>[]> = {
  sales: agentPool("sales"),
  leasing: agentPool("leasing"),
  commercial: agentPool("commercial"),
  offplan: agentPool("offplan"),
};

function agentPool(focus: AgentFocus): WeightedTable<number>[] {
  return AREA_PROFILES.map((a) =>
    weightedTable(
      AGENT_PROFILES.flatMap((agent, i) =>
        agentMayList(agent, focus, a.slug) ? [[i + 1, agent.areas.includes(a.slug) ? 5 : 1] as const] : [],
      ),
    ),
  );
}

const AGENT_FIRST_NAMES = AGENT_PROFILES.map((a) => a.name.split(" ")[0] ?? a.name);
export function agentFirstName(id: number): string {
  return AGENT_FIRST_NAMES[id - 1] ?? "our team";
}

/** The category of each property type label, for callers that only hold a label. */
export function categoryOf(label: PropertyTypeLabel): PropertyCategory {
  return (RESIDENTIAL_TYPES as readonly string[]).includes(label) ? "Residential" : "Commercial";
}
