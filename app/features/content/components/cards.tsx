import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { ButtonRow, InfoCard, InvestmentCard, OptionCard, StatCard } from "#app/content/types.ts";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import { Paragraphs } from "./paragraphs.tsx";

/** A figure card that zooms in as it comes into view (useReveal) (spec §2 Why choose us). */
export function StatFigure({ stat }: { stat: StatCard }) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div
      ref={ref}
      data-reveal-zoom=""
      className="flex h-full flex-col items-center justify-center rounded-2xl border border-sand-200 bg-white px-3 py-7 text-center shadow-card xs:rounded-3xl xs:px-6 xs:py-10"
    >
      <p className="font-display text-[2rem] font-semibold leading-none text-navy-900 xs:text-5xl md:text-6xl">
        {/* a figure keeps its own order in Arabic ('35+', '4.9/5') */}
        <bdi>{stat.value}</bdi>
      </p>
      <span aria-hidden="true" className="my-3 block h-px w-10 bg-gold-500 xs:my-4" />
      <p className="text-xs font-semibold uppercase tracking-[0.1em] text-muted xs:text-sm xs:tracking-[0.12em]">{stat.label}</p>
    </div>
  );
}

/** A 'Why Invest in Dubai?' card that zooms in as it comes into view (useReveal). */
export function InvestmentFigure({ card }: { card: InvestmentCard }) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} data-reveal-zoom="" className="flex h-full flex-col rounded-3xl border border-white/10 bg-navy-800 p-7 shadow-lift">
      <p className="font-display text-4xl font-semibold text-gold-300">
        <bdi>{card.stat}</bdi>
      </p>
      <h3 className="mt-4 text-xl font-semibold text-white">{card.title}</h3>
      <p className="mt-2 leading-relaxed text-sand-200">{card.text}</p>
    </div>
  );
}

/** A valuation choice with its own button. */
export function OptionChoice({ card, index }: { card: OptionCard; index: number }) {
  const ref = useReveal<HTMLDivElement>();
  const dark = index % 2 === 1;
  return (
    <div
      ref={ref}
      data-reveal=""
      className={`flex h-full flex-col rounded-3xl p-8 shadow-card md:p-10 ${dark ? "bg-navy-900 text-white" : "border border-sand-200 bg-white"}`}
    >
      <p className={`font-display text-5xl ${dark ? "text-gold-300" : "text-gold-700"}`} aria-hidden="true">
        0{index + 1}
      </p>
      <h3 className={`mt-4 text-2xl font-semibold md:text-3xl ${dark ? "text-white" : "text-navy-900"}`}>{card.title}</h3>
      <p className={`mt-4 flex-1 leading-relaxed ${dark ? "text-sand-100" : "text-muted"}`}>{card.text}</p>
      <div>
        <SiteLink to={card.button.to} className={`btn mt-8 ${dark ? "btn-gold" : "btn-primary"}`}>
          {card.button.label}
        </SiteLink>
      </div>
    </div>
  );
}

/** A small benefit card. */
export function BenefitCard({ card }: { card: InfoCard }) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} data-reveal="" className="h-full rounded-2xl border border-sand-200 bg-white p-6 shadow-card">
      <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-gold-500" />
      <h3 className="mt-5 text-xl font-semibold text-navy-900">{card.title}</h3>
      <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
    </div>
  );
}

/** A text row ending with a button (calculator page). */
export function ButtonTextRow({ row, index }: { row: ButtonRow; index: number }) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div
      ref={ref}
      data-reveal=""
      className="grid gap-6 border-t border-sand-200 py-10 md:grid-cols-[5rem_1fr_auto] md:items-center md:gap-10"
    >
      <p aria-hidden="true" className="font-display text-4xl text-gold-700">
        0{index + 1}
      </p>
      <div>
        <h3 className="text-2xl font-semibold text-navy-900">{row.heading}</h3>
        <Paragraphs text={row.para} className="mt-3 max-w-2xl [&_p]:mb-0" />
      </div>
      <div>
        <SiteLink to={row.button.to} className="btn btn-outline text-navy-900">
          {row.button.label}
        </SiteLink>
      </div>
    </div>
  );
}
