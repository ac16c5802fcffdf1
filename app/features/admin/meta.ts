/** Every back-office page: its title, and never indexed (the header says so too). */
export function adminMeta(title: string) {
  return [{ title: `${title} · Back office` }, { name: "robots", content: "noindex, nofollow" }];
}

/** "23 Nov 2026, 14:05" in Dubai time (UTC+4, no daylight saving), without Intl. */
export function formatDubaiTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const d = new Date(t + 4 * 60 * 60_000);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A wait as staff read it: "45 min", "2 h 14 min", "3 days 2 h". */
export function formatWait(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"}${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

/** What the admin layout's loader gives every page inside it. */
export interface AdminShellData {
  user: { id: number; name: string; email: string; role: "admin" | "agent"; twoFactor: boolean };
  csrf: string;
  /** leads the viewer may work that nobody has answered yet (status new) */
  newLeads: number;
}

export const ADMIN_LAYOUT_ID = "admin-layout";
