import { Link } from "react-router";

/** The two lists of people who asked for e-mails: the newsletter and the saved searches with alerts. */
export function SubscriberTabs({ current }: { current: "newsletter" | "alerts" }) {
  const tab = (to: string, name: typeof current, label: string) => (
    <Link
      to={to}
      aria-current={current === name ? "page" : undefined}
      className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
        current === name ? "bg-navy-900 text-white ring-navy-900" : "bg-white text-navy-900 ring-sand-300 hover:bg-sand-100"
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Subscriber lists" className="mb-5 flex flex-wrap gap-2">
      {tab("/admin/subscribers", "newsletter", "Newsletter")}
      {tab("/admin/subscribers/alerts", "alerts", "Search alerts")}
    </nav>
  );
}
