// The routing tables (agent_routing, desk_settings, saved_views: migration 0026) are typed in app/db/tables/leads.ts.

/** The desk's response target: a lead still new after this many minutes is "unanswered" (default, most). */
export const RESPONSE_TARGET_DEFAULT = 60;
export const RESPONSE_TARGET_MAX = 7 * 24 * 60;
