import { useState } from "react";
import * as en from "#app/content/keep.ts";
import * as ar from "#app/content/ar/keep.ts";
import { fillTokens } from "#app/content/brand.ts";
import { localePath, useLocale } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { CompareIcon, CompareOnIcon, HeartFilledIcon, HeartIcon } from "#app/components/ui/icons.tsx";
import { type KeptItem, type KeptList, LIST_LIMITS } from "#app/utils/kept-lists.ts";
import { useKeptList } from "./use-kept-list.ts";

/**
 * One keep control (favourites or compare) as a form, so it works without JavaScript: the post adds
 * the item (the server answers with the list's cookie and its page). With JavaScript the click
 * toggles the cookie in place and the button says what it holds (aria-pressed).
 */
function KeepForm({
  list,
  item,
  title,
  variant,
  onRefused,
}: {
  list: KeptList;
  item: KeptItem;
  title: string;
  variant: "full";
  onRefused: () => void;
}) {
  const { KEEP_BUTTON_TEXTS: t } = useText({ en, ar });
  const locale = useLocale();
  const kept = useKeptList(list);
  const on = kept.ready && kept.items.includes(item);
  const fav = list === "favourites";
  const label = fillTokens(fav ? (on ? t.savedLabel : t.saveLabel) : on ? t.comparingLabel : t.compareLabel, { title });
  const text = fav ? (on ? t.saved : t.save) : on ? t.comparing : t.compare;
  const iconStyle = variant !== "full";
  return (
    <form
      method="post"
      action={localePath(fav ? "/favourites" : "/compare", locale)}
      onSubmit={(event) => {
        event.preventDefault();
        if (kept.toggle(item).refused) onRefused();
      }}
    >
      <button
        type="submit"
        name="item"
        value={item}
        aria-label={label}
        aria-pressed={kept.ready ? on : undefined}
        title={iconStyle ? label : undefined}
        className={
          iconStyle
            ? `grid size-10 place-items-center rounded-full bg-white/90 shadow-card backdrop-blur transition-colors hover:bg-white ${on ? "text-rose-600" : "text-navy-900"}`
            : `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${on ? "border-navy-900 bg-navy-900 text-white" : "border-sand-300 bg-white text-navy-900 hover:border-navy-900"}`
        }
      >
        {fav ? (
          on ? (
            <HeartFilledIcon className="size-5" />
          ) : (
            <HeartIcon className="size-5" />
          )
        ) : on ? (
          <CompareOnIcon className="size-5" />
        ) : (
          <CompareIcon className="size-5" />
        )}
        {iconStyle ? null : <span>{text}</span>}
      </button>
    </form>
  );
}

/**
 * Save and Compare for a listing or project on its page: labelled buttons. A compare list already
 * holding four says so, with a link to it.
 */
export function KeepButtons({ item, title, className = "" }: { item: KeptItem; title: string; className?: string }) {
  const { KEEP_BUTTON_TEXTS: t } = useText({ en, ar });
  const [full, setFull] = useState(false);
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <KeepForm list="favourites" item={item} title={title} variant="full" onRefused={() => setFull(true)} />
      <KeepForm list="compare" item={item} title={title} variant="full" onRefused={() => setFull(true)} />
      <p role="status" className={full ? "basis-full rounded-xl bg-sand-100 p-3 text-sm text-ink" : "sr-only"}>
        {full ? (
          <>
            {fillTokens(t.compareFull, { max: LIST_LIMITS.compare })}{" "}
            <SiteLink to="/compare" className="font-semibold text-gold-700 underline">
              {t.openCompare}
            </SiteLink>
          </>
        ) : null}
      </p>
    </div>
  );
}

/**
 * The heart over a card's photo: the smallest form that works without JavaScript (its button sends
 * the item; the server adds it and shows the favourites), since it is in every card of every list.
 */
export function FavouriteHeart({ item, title }: { item: KeptItem; title: string }) {
  const { KEEP_BUTTON_TEXTS: t } = useText({ en, ar });
  const locale = useLocale();
  const kept = useKeptList("favourites");
  const on = kept.ready && kept.items.includes(item);
  return (
    <form
      method="post"
      action={localePath("/favourites", locale)}
      className="keep-heart"
      onSubmit={(event) => {
        event.preventDefault();
        kept.toggle(item);
      }}
    >
      <button
        type="submit"
        name="item"
        value={item}
        aria-label={fillTokens(on ? t.savedLabel : t.saveLabel, { title })}
        aria-pressed={kept.ready ? on : undefined}
        className={on ? "text-rose-600" : undefined}
      >
        {on ? <HeartFilledIcon className="size-5" /> : <HeartIcon className="size-5" />}
      </button>
    </form>
  );
}
