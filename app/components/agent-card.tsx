import { MailIcon, PhoneIcon, WhatsAppIcon } from "#app/components/ui/icons.tsx";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { telLink, whatsappLink } from "#app/utils/agency.ts";
import type { PublicAgent } from "#app/utils/agent.ts";

/**
 * A listing's or project's agent: avatar, name, BRN and the spec's 'Call'
 * (tel:) and 'Email' (mailto:) links, plus WhatsApp with a prefilled message
 * naming what the visitor is looking at.
 */
export function AgentCard({ agent, whatsappText, emailSubject }: { agent: PublicAgent; whatsappText?: string; emailSubject?: string }) {
  const mailto = `mailto:${agent.email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ""}`;
  return (
    <section aria-label="Agent" className="rounded-3xl border border-sand-200 bg-white p-6 shadow-card">
      <div className="flex items-center gap-4">
        <SmartImage
          src={agent.avatar}
          alt={`Portrait of ${agent.name}`}
          className="h-16 w-16 shrink-0 rounded-full bg-sand-100 object-cover"
          sizes="64px"
          width={64}
          height={64}
        />
        <div className="min-w-0">
          <p className="font-display text-lg font-semibold text-navy-900">{agent.name}</p>
          <p className="text-sm text-muted">{agent.role ?? "Property Consultant"}</p>
          <p className="mt-0.5 text-xs font-semibold uppercase tracking-[0.12em] text-gold-700">BRN {agent.brn}</p>
        </div>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <a href={telLink(agent.phone)} className="btn btn-primary">
          <PhoneIcon /> Call
        </a>
        <a href={mailto} className="btn btn-outline text-navy-900">
          <MailIcon /> Email
        </a>
        {whatsappText !== undefined ? (
          <a
            href={whatsappLink(agent.phone, whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn col-span-2 bg-[#1f7a4d] text-white hover:bg-[#17633e]"
          >
            <WhatsAppIcon /> WhatsApp
          </a>
        ) : null}
      </div>
      <p className="mt-4 break-all text-sm text-muted">
        {agent.phone} · {agent.email}
      </p>
    </section>
  );
}
