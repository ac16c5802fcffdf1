import { Form, NavLink } from "react-router";
import type { AdminShellData } from "../meta.ts";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? "bg-white/15 text-white" : "text-sand-100 hover:text-white"}`;

/**
 * The back office's frame: a compact bar, then the page. On phones the links wrap onto rows of whole
 * words (issue 39: a sideways strip cut them mid-word); "Leads" carries the count nobody has answered.
 */
export function AdminShell({ shell, children }: { shell: AdminShellData; children: React.ReactNode }) {
  const admin = shell.user.role === "admin";
  return (
    <div className="min-h-dvh bg-sand-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <span className="font-display text-lg">Back office</span>
          {/* On phones the links get their own rows, on wider screens they sit between name and user. */}
          <nav aria-label="Back office" className="-mx-1 order-last flex w-full flex-wrap gap-1 md:order-none md:w-auto md:flex-1">
            <NavLink to="/admin" end className={navClass}>
              Leads
              {shell.newLeads > 0 ? (
                <span className="rounded-full bg-gold-400 px-1.5 text-xs font-semibold text-navy-900">
                  {shell.newLeads > 99 ? "99+" : shell.newLeads}
                  <span className="sr-only"> new</span>
                </span>
              ) : null}
            </NavLink>
            {/* Listings editor (issue 20) */}
            <NavLink to="/admin/listings" className={navClass}>
              Listings
            </NavLink>
            <NavLink to="/admin/feeds" className={navClass}>
              Feeds
            </NavLink>
            <NavLink to="/admin/reports" className={navClass}>
              Reports
            </NavLink>
            {admin ? (
              <>
                <NavLink to="/admin/subscribers" className={navClass}>
                  Subscribers
                </NavLink>
                <NavLink to="/admin/users" className={navClass}>
                  Users
                </NavLink>
                <NavLink to="/admin/assignment" className={navClass}>
                  Assignment
                </NavLink>
                <NavLink to="/admin/audit" className={navClass}>
                  Audit log
                </NavLink>
                {/* Back office part 2 (bocontent) */}
                <NavLink to="/admin/projects" className={navClass}>
                  Projects
                </NavLink>
                <NavLink to="/admin/blog" className={navClass}>
                  Blog
                </NavLink>
                <NavLink to="/admin/media" className={navClass}>
                  Media
                </NavLink>
                <NavLink to="/admin/directory" className={navClass}>
                  Directory
                </NavLink>
              </>
            ) : null}
            <NavLink to="/admin/account" className={navClass}>
              Account
            </NavLink>
          </nav>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-sand-200">
              {shell.user.name} <span className="text-sand-300">({shell.user.role})</span>
            </span>
            <Form method="post" action="/admin/sign-out">
              <input type="hidden" name="_csrf" value={shell.csrf} />
              <button type="submit" className="rounded-full border border-white/40 px-3 py-1.5 text-sm hover:bg-white/10">
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

/** Sign-in, set-password and two-factor pages: one centred card. */
export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
        <p className="eyebrow">Back office</p>
        <h1 className="mt-2 font-display text-2xl text-ink">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

export function Alert({ tone = "error", children }: { tone?: "error" | "ok"; children: React.ReactNode }) {
  const cls = tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-emerald-300 bg-emerald-50 text-emerald-900";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-3 py-2 text-sm ${cls}`}>
      {children}
    </p>
  );
}
