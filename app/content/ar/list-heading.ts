/**
 * Arabic twin of ../list-heading.ts (issue 43): the list page's H1 with the chosen places,
 * «عقارات للبيع في Dubai Marina»، «… في Dubai Marina، Business Bay ومكانان آخران».
 * Place names come from the data (in English).
 */
import type * as en from "../list-heading.ts";
import { countText, type Translation } from "#app/i18n/text.ts";
import { placeName } from "../list-heading.ts";
import { LIST_HEADINGS } from "./listings.ts";

export { placeName };

type Category = keyof typeof LIST_HEADINGS;
type Method = keyof (typeof LIST_HEADINGS)[Category];

/** At most this many places are named in a heading; the rest are counted. */
const NAMED_PLACES = 2;

/** «Dubai Marina»، «Dubai Marina و Business Bay»، «Dubai Marina، Business Bay ومكانان آخران». */
export const namePlaces: Translation<typeof en.namePlaces> = (labels) => {
  const names = [...new Set(labels.map(placeName))];
  if (names.length <= NAMED_PLACES) return names.join(" و ");
  const rest = names.length - NAMED_PLACES;
  const more = countText(
    { one: "ومكان آخر", two: "ومكانان آخران", few: "و{n} أماكن أخرى", many: "و{n} مكانًا آخر", other: "و{n} مكان آخر" },
    rest,
    "ar",
  );
  return `${names.slice(0, NAMED_PLACES).join("، ")} ${more}`;
};

/** «عقارات للبيع في دبي», with the chosen places in place of Dubai («عقارات للبيع في Dubai Marina»). */
export const listHeading: Translation<typeof en.listHeading> = (category: Category, method: Method, places = []) => {
  const base = LIST_HEADINGS[category][method];
  if (!places.length) return base;
  return `${base.replace(/ في دبي$/, "")} في ${namePlaces(places.map((p) => p.label))}`;
};
