import type { ReactNode } from "react";

/** The frame of the alert's pages (confirm, manage, unsubscribe, the sign-up's answer). */
export function AlertPageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="container-page py-14 md:py-20">
      <div className="mx-auto max-w-2xl rounded-3xl border border-sand-200 bg-white p-6 shadow-card md:p-8">
        <h1 className="text-3xl font-semibold text-navy-900 md:text-4xl">{title}</h1>
        <div className="mt-4 space-y-4 text-navy-900">{children}</div>
      </div>
    </main>
  );
}

/** The search in words, set apart (its place names are the data's English). */
export function SearchInWords({ search }: { search: string }) {
  return <p className="rounded-xl bg-sand-50 p-4 font-medium">{search}</p>;
}
