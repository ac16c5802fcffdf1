import { AgentAvatar } from "#app/components/agent-avatar.tsx";
import { MailIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { useText } from "#app/i18n/text.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { formatFor } from "#app/i18n/format.ts";
import type { StaffMember } from "#app/features/directory/queries.server.ts";
import { telLink } from "#app/utils/agency.ts";
import { Isolate } from "./isolate.tsx";

/** A staff member: portrait (initials when missing), name, role or 'No bio available', BRN, Call and Email. */
export function StaffCard({ agent }: { agent: StaffMember }) {
  const ref = useReveal<HTMLElement>();
  const locale = useLocale();
  const { STAFF_PAGE, LANGUAGE_NAMES } = useText({ en, ar });
  const { CALL, EMAIL, NO_BIO, STAFF_TEXTS } = useText({ en: enSite, ar: arSite });
  // the name and role come from the data in English (issue 43): marked so on an Arabic page
  const dataLang = locale === "ar" ? "en" : undefined;
  const languages = agent.languages.map((l) => (LANGUAGE_NAMES as Record<string, string>)[l] ?? l);
  return (
    <article
      ref={ref}
      data-reveal=""
      className="flex h-full flex-row gap-4 overflow-hidden rounded-3xl border border-sand-200 bg-white p-4 shadow-card sm:flex-col sm:gap-0 sm:p-0"
    >
      <AgentAvatar
        name={agent.name}
        avatar={agent.avatar}
        alt={fillTokens(STAFF_PAGE.avatarAlt, { name: agent.name })}
        sizes="(min-width: 1280px) 22vw, (min-width: 640px) 45vw, 96px"
        width={640}
        height={640}
        className="aspect-square h-24 w-24 shrink-0 rounded-2xl sm:h-auto sm:w-full sm:rounded-none"
        initialsClassName="text-3xl sm:text-7xl"
      />
      <div className="flex min-w-0 flex-1 flex-col sm:p-5">
        <h2 lang={dataLang} className="text-lg font-semibold text-navy-900 sm:text-xl">
          <Isolate when={Boolean(dataLang)}>{agent.name}</Isolate>
        </h2>
        <p lang={agent.role ? dataLang : undefined} className="mt-1 text-sm text-muted">
          {agent.role ? <Isolate when={Boolean(dataLang)}>{agent.role}</Isolate> : NO_BIO}
        </p>
        <p className="mt-2 text-xs font-semibold uppercase tracking-[0.14em] text-gold-700">
          {STAFF_TEXTS.brnLabel} <bdi dir="ltr">{agent.brn}</bdi>
        </p>
        {agent.languages.length ? (
          <p className="mt-2 text-sm text-muted">
            <span className="font-medium text-ink">{STAFF_PAGE.languagesLabel}:</span> {languages.join(formatFor(locale).listSeparator)}
          </p>
        ) : null}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4 sm:pt-5">
          <a
            href={telLink(agent.phone)}
            className="btn btn-primary px-3"
            aria-label={fillTokens(STAFF_PAGE.callLabel, { name: agent.name })}
          >
            <PhoneIcon /> {CALL}
          </a>
          <a
            href={`mailto:${agent.email}`}
            className="btn btn-outline px-3 text-navy-900"
            aria-label={fillTokens(STAFF_PAGE.emailLabel, { name: agent.name })}
          >
            <MailIcon /> {EMAIL}
          </a>
        </div>
      </div>
    </article>
  );
}
