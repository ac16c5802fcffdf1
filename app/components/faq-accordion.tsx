import { useId, useState } from "react";
import type { FaqItem } from "#app/content/types.ts";
import { Disclosure } from "#app/components/ui/disclosure.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

/**
 * The 'Why choose {brand}' FAQ: one item open at a time, and clicking the open
 * item closes it (site spec §2, §4).
 *
 * The server renders an exclusive `<details name>` group, so the accordion
 * works before and without JavaScript. Once hydrated it becomes the WAI-ARIA
 * accordion pattern: heading buttons with aria-expanded/aria-controls,
 * labelled regions, and Up/Down/Home/End between the headers.
 */
export function FaqAccordion({ heading, items }: { heading?: string; items: FaqItem[] }) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const enhanced = useHydrated();
  const [openId, setOpenId] = useState<number | null>(null);
  const ItemHeading = heading ? "h3" : "h2";

  const Wrapper = heading ? "section" : "div";

  return (
    <Wrapper aria-labelledby={heading ? headingId : undefined} data-faq="">
      {heading ? (
        <h2 id={headingId} className="text-3xl font-semibold text-navy-900 md:text-4xl">
          {heading}
        </h2>
      ) : null}
      <div className={`${heading ? "mt-8" : ""} space-y-3`} onKeyDown={enhanced ? moveFocus : undefined}>
        {items.map((item) => {
          const buttonId = `${baseId}-button-${item.id}`;
          const panelId = `${baseId}-panel-${item.id}`;
          if (!enhanced) {
            return (
              <Disclosure
                key={item.id}
                name={`faq${baseId}`}
                className={itemClass}
                summaryClassName={headerClass}
                summary={
                  <>
                    <span className={titleClass}>{item.title}</span>
                    <ToggleMark />
                  </>
                }
              >
                <div className={panelClass}>
                  <p>{item.content}</p>
                </div>
              </Disclosure>
            );
          }
          const open = openId === item.id;
          return (
            <div key={item.id} className={itemClass} data-open={open ? "" : undefined}>
              <ItemHeading className="m-0">
                <button
                  type="button"
                  id={buttonId}
                  data-faq-button=""
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                  className={`${headerClass} w-full text-start`}
                >
                  <span className={titleClass}>{item.title}</span>
                  <ToggleMark open={open} />
                </button>
              </ItemHeading>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={panelClass}>
                <p>{item.content}</p>
              </div>
            </div>
          );
        })}
      </div>
    </Wrapper>
  );
}

const itemClass =
  "group rounded-2xl border border-sand-200 bg-white shadow-card transition-colors open:border-gold-300 data-[open]:border-gold-300";
const headerClass = "flex cursor-pointer items-center justify-between gap-4 rounded-2xl px-5 py-4 font-sans md:px-7 md:py-5";
const titleClass = "text-base font-semibold text-navy-900 md:text-lg";
const panelClass = "px-5 pb-5 leading-relaxed text-muted md:px-7 md:pb-6";

/** A plus that turns into a minus when open; decorative. */
function ToggleMark({ open }: { open?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`relative grid h-9 w-9 shrink-0 place-items-center rounded-full border border-sand-300 text-gold-700 transition-transform ${
        open ? "rotate-180" : ""
      } group-open:rotate-180`}
    >
      <span className="absolute h-0.5 w-3.5 rounded bg-current" />
      <span className={`absolute h-3.5 w-0.5 rounded bg-current transition-opacity ${open ? "opacity-0" : ""} group-open:opacity-0`} />
    </span>
  );
}

/** Up/Down/Home/End move between the accordion's header buttons (WAI-ARIA APG). */
function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const target = event.target as HTMLElement;
  if (!target.hasAttribute("data-faq-button")) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-faq-button]"));
  const index = buttons.indexOf(target as HTMLButtonElement);
  const last = buttons.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? (index + 1) % buttons.length
          : (index - 1 + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}
