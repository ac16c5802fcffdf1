import { AgentAvatar } from "#app/components/agent-avatar.tsx";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "#app/components/ui/icons.tsx";
import { fillTokens } from "#app/content/brand.ts";
import * as enDirectory from "#app/content/directory.ts";
import * as arDirectory from "#app/content/ar/directory.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { useText } from "#app/i18n/text.ts";
import { telLink, whatsappLink } from "#app/utils/agency.ts";
import type { PublicAgent } from "#app/utils/agent.ts";

/** An address that wraps before its '@' when the card is narrow, inside a word only if one part cannot fit a line. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0)
    return (
      <span className="break-words" dir="ltr">
        {email}
      </span>
    );
  return (
    <span className="break-words" dir="ltr" data-email-parts="">
      <span>{email.slice(0, at)}</span>
      <wbr />
      <span>{email.slice(at)}</span>
    </span>
  );
}

/**
 * A listing's or project's agent: avatar, name, BRN and the spec's 'Call'
 * (tel:) and 'Email' (mailto:) links, plus WhatsApp with a prefilled message
 * naming what the visitor is looking at.
 */
export function AgentCard({ agent, whatsappText, emailSubject }: { agent: PublicAgent; whatsappText?: string; emailSubject?: string }) {
  const { AGENT_CARD_TEXTS, STAFF_PAGE } = useText({ en: enDirectory, ar: arDirectory });
  const { CALL, EMAIL, STAFF_TEXTS } = useText({ en, ar });
  const mailto = `mailto:${agent.email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ""}`;
  return (
    <section aria-label={AGENT_CARD_TEXTS.label} className="agent-card">
      <div>
        <AgentAvatar
          name={agent.name}
          avatar={agent.avatar}
          alt={fillTokens(STAFF_PAGE.avatarAlt, { name: agent.name })}
          className="h-16 w-16 shrink-0 rounded-full"
          initialsClassName="text-xl"
          sizes="64px"
          width={64}
          height={64}
        />
        <div>
          <p>{agent.name}</p>
          {/* a role from the data is English; the default one is the page's */}
          {agent.role ? (
            <p lang="en" dir="auto">
              {agent.role}
            </p>
          ) : (
            <p>{AGENT_CARD_TEXTS.defaultRole}</p>
          )}
          <p>
            {`${STAFF_TEXTS.brnLabel} `}
            <bdi dir="ltr">{agent.brn}</bdi>
          </p>
        </div>
      </div>
      <div>
        <a href={telLink(agent.phone)} className="btn btn-primary">
          <PhoneIcon />
          {` ${CALL}`}
        </a>
        <a href={mailto} className="btn btn-outline text-navy-900">
          <MailIcon />
          {` ${EMAIL}`}
        </a>
        {whatsappText !== undefined ? (
          <a
            href={whatsappLink(agent.phone, whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-whatsapp col-span-2"
          >
            <WhatsAppIcon />
            {` ${AGENT_CARD_TEXTS.whatsapp}`}
          </a>
        ) : null}
      </div>
      <p>
        <span className="whitespace-nowrap" dir="ltr">
          {agent.phone}
        </span>
        <br />
        <EmailText email={agent.email} />
      </p>
    </section>
  );
}
