import type { LeadStatus } from "#app/db/tables/leads.ts";
import type { StaffRole } from "#app/db/tables/staff.ts";

// The tables are typed in app/db (Database); these are the back office's names for their values.
export type { StaffRole, StaffStatus, StaffUser, TokenPurpose } from "#app/db/tables/staff.ts";
export type { LeadStatus } from "#app/db/tables/leads.ts";

/** The roles an admin can give, in the order the forms show them. */
export const STAFF_ROLES = ["admin", "agent"] as const satisfies readonly StaffRole[];

/** The desk's workflow, in the order the desk shows it. */
export const LEAD_STATUSES = ["new", "contacted", "viewing", "offer", "won", "lost"] as const satisfies readonly LeadStatus[];
