import * as en from "#app/content/keep.ts";
import * as ar from "#app/content/ar/keep.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useText } from "#app/i18n/text.ts";
import { HeartIcon } from "#app/components/ui/icons.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { useKeptList } from "./use-kept-list.ts";

/** The header's way to the favourites (issue 44), with how many are saved once the page is taken over. */
export function FavouritesLink({ className = "" }: { className?: string }) {
  const { FAVOURITES_LINK_TEXTS: t } = useText({ en, ar });
  const { items, ready } = useKeptList("favourites");
  const count = ready ? items.length : 0;
  return (
    <SiteLink
      to="/favourites"
      aria-label={count ? fillTokens(t.labelWithCount, { n: count }) : t.label}
      title={t.label}
      className={`relative grid size-11 shrink-0 place-items-center rounded-full text-navy-900 hover:text-gold-700 ${className}`}
    >
      <HeartIcon className="text-xl" />
      {count ? (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-0.5 grid min-w-5 place-items-center rounded-full bg-gold-500 px-1 text-[0.65rem] font-bold leading-5 text-navy-950"
        >
          {count}
        </span>
      ) : null}
    </SiteLink>
  );
}
