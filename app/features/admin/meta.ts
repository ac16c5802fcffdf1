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

/** What the admin layout's loader gives every page inside it. */
export interface AdminShellData {
  user: { id: number; name: string; email: string; role: "admin" | "agent"; twoFactor: boolean };
  csrf: string;
}

export const ADMIN_LAYOUT_ID = "admin-layout";
