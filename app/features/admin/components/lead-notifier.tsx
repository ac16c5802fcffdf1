import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { LeadPulse } from "../desk.server.ts";
import { KIND_LABELS } from "../filters.ts";

/** How often the open back office asks whether a lead came in (and at once when its tab is shown again). */
const PULSE_MS = 30_000;
const PULSE_URL = "/admin/leads/pulse";

const supported = () => typeof window !== "undefined" && "Notification" in window;

/**
 * While any back-office page is open: polls the pulse, and when a newer lead is waiting, refreshes the
 * page's data (the Leads badge, the desk) and, if this browser allowed it, shows a notification that
 * opens the lead. The first answer only sets the mark: leads already there are not announced.
 */
export function LeadNotifier() {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const seen = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (stopped || document.visibilityState === "hidden") return;
      let pulse: LeadPulse;
      try {
        const res = await fetch(`${PULSE_URL}?after=${seen.current ?? 0}`, {
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        if (!res.ok || !res.headers.get("Content-Type")?.includes("json")) return;
        pulse = (await res.json()) as LeadPulse;
      } catch {
        return; // offline or the server restarting: the next tick tries again
      }
      const latest = pulse.latest;
      if (seen.current === null) {
        seen.current = latest?.id ?? 0;
        return;
      }
      if (!latest || latest.id <= seen.current) return;
      seen.current = latest.id;
      // several since the last look: one notification that says how many, naming the newest
      const title =
        pulse.since > 1
          ? `${pulse.since} new leads, the latest from ${latest.name ?? "a visitor"}`
          : `New ${(KIND_LABELS[latest.kind] ?? "lead").toLowerCase()}: ${latest.name ?? "a visitor"}`;
      setAnnouncement(title);
      void revalidate.current();
      if (supported() && Notification.permission === "granted") {
        const note = new Notification(title, {
          body: pulse.newLeads === 1 ? "1 lead is waiting for an answer." : `${pulse.newLeads} leads are waiting for an answer.`,
          tag: `lead-${latest.id}`,
        });
        note.onclick = () => {
          window.focus();
          void navigate(`/admin/leads/${latest.id}`);
          note.close();
        };
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), PULSE_MS);
    const onShow = () => void check();
    window.addEventListener("focus", onShow);
    document.addEventListener("visibilitychange", onShow);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener("focus", onShow);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, [navigate]);

  return (
    <p className="sr-only" role="status" aria-live="polite">
      {announcement}
    </p>
  );
}

// The permission as an external store: it changes outside React (the browser's own prompt or settings).
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const permission = (): NotificationPermission | "unsupported" => (supported() ? Notification.permission : "unsupported");

/** The desk's switch for this browser's notifications: ask once, then say what the browser allows. */
export function BrowserNotifications() {
  const state = useSyncExternalStore(subscribe, permission, () => "unsupported" as const);
  if (state === "unsupported") return null;
  if (state === "granted")
    return (
      <p className="self-center text-sm text-muted" role="status">
        Browser notifications on
      </p>
    );
  if (state === "denied")
    return (
      <p className="self-center text-sm text-muted" role="status">
        Notifications blocked in this browser&apos;s settings
      </p>
    );
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={() => {
        void Notification.requestPermission().then(() => listeners.forEach((fn) => fn()));
      }}
    >
      Notify me of new leads
    </button>
  );
}
