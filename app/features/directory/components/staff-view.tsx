import { SiteLink } from "#app/components/ui/site-link.tsx";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { useText } from "#app/i18n/text.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { ltr } from "#app/i18n/format.ts";
import { messageIn } from "../messages.ts";
import type { ListState } from "#app/utils/list-state.server.ts";
import type { StaffMember } from "#app/features/directory/queries.server.ts";
import { telLink } from "#app/utils/agency.ts";
import { ListEmpty, ListError, ListLoading } from "#app/components/ui/list-states.tsx";
import { StaffCard } from "./staff-card.tsx";

/** The staff page body (spec §2 Staff page). */
export function StaffView({
  state,
  loading,
  brand,
  phone,
}: {
  state: ListState<StaffMember>;
  loading: boolean;
  brand: string;
  phone: string;
}) {
  const locale = useLocale();
  const { STAFF_PAGE } = useText({ en, ar });
  const { LOADING, NO_STAFF, STAFF_TEXTS, staffIntro } = useText({ en: enSite, ar: arSite });
  const intro = staffIntro(brand, phone);
  // the number becomes a link kept left to right (the Arabic text isolates it with LRI…PDI: the link's bdi does that)
  const [before, after] = intro.includes(ltr(phone)) ? intro.split(ltr(phone)) : intro.split(phone);
  return (
    <main id="main">
      <header className="bg-navy-900 text-white">
        <div className="container-page py-16 md:py-24">
          <p className="text-xs font-semibold uppercase tracking-[0.24em] text-gold-300">{STAFF_PAGE.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-semibold text-white md:text-6xl">{STAFF_TEXTS.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/85">
            {after !== undefined ? (
              <>
                {before}
                <a
                  href={telLink(phone)}
                  className="font-semibold text-gold-300 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-400"
                >
                  <bdi dir="ltr">{phone}</bdi>
                </a>
                {after}
              </>
            ) : (
              intro
            )}
          </p>
          <SiteLink to={STAFF_TEXTS.buttonTo} className="btn btn-gold mt-8">
            {STAFF_TEXTS.button}
          </SiteLink>
        </div>
      </header>
      <div className="container-page py-14 md:py-20" aria-busy={loading}>
        {loading ? (
          <div className="mb-6 flex justify-center">
            <ListLoading message={LOADING} />
          </div>
        ) : null}
        {state.status === "error" ? (
          <ListError message={messageIn(state.message, locale)} />
        ) : state.items.length === 0 ? (
          <ListEmpty message={NO_STAFF} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 md:gap-7">
            {state.items.map((agent) => (
              <li key={agent.id}>
                <StaffCard agent={agent} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
