import type { LeadStatus } from "#app/features/auth/schema.ts";
import { STATUS_LABELS } from "../filters.ts";

const TONES: Record<LeadStatus, string> = {
  new: "bg-gold-300 text-navy-950",
  contacted: "bg-sky-100 text-sky-900",
  viewing: "bg-indigo-100 text-indigo-900",
  offer: "bg-amber-100 text-amber-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-stone-200 text-stone-800",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}
