import type { Generated, Kysely } from "kysely";
import type { AnyKysely, BackOfficeTables } from "#app/features/auth/schema.ts";
import type { Database } from "#app/db/schema.ts";

/** Migration 0026: who is in the lead rotation, the areas they cover, and the desk's settings. */
export interface AgentRoutingTable {
  agent_id: number;
  /** 1: round robin gives this agent leads nobody owns */
  takes_leads: number;
  /** JSON array of area slugs the agent covers */
  areas: string;
  /** ISO time of the last lead the rotation gave them; the oldest (or never) is next */
  last_assigned_at: string | null;
}

export interface DeskSettingTable {
  key: string;
  value: string;
}

export interface SavedViewTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** the desk's query string without "?" (filters and sort, never a page) */
  query: string;
  created_at: string;
}

export type RoutingTables = Omit<Database, "leads"> &
  BackOfficeTables & {
    agent_routing: AgentRoutingTable;
    desk_settings: DeskSettingTable;
    saved_views: SavedViewTable;
  };

export function routingDb(db: AnyKysely): Kysely<RoutingTables> {
  return db as Kysely<RoutingTables>;
}

/** The desk's response target: a lead still new after this many minutes is "unanswered" (default, most). */
export const RESPONSE_TARGET_DEFAULT = 60;
export const RESPONSE_TARGET_MAX = 7 * 24 * 60;
