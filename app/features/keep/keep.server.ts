import type { DB } from "#app/db/db.server.ts";
import { localeCardData, type ListingCardData } from "#app/features/listings/card-data.ts";
import { getListing } from "#app/features/listings/queries.server.ts";
import { getProject } from "#app/features/projects/queries.server.ts";
import { localeProjectSummary, type ProjectSummary } from "#app/features/projects/types.ts";
import type { Locale } from "#app/i18n/locale.ts";
import type { CompletionStatus } from "#app/db/schema.ts";
import { idOf, type KeptItem, kindOf } from "#app/utils/kept-lists.ts";

/** A kept item as its page's card shows it; items no longer on the market are left out (and counted). */
export type KeptCard =
  { item: KeptItem; kind: "listing"; listing: ListingCardData } | { item: KeptItem; kind: "project"; project: ProjectSummary };

/** A listing's column of the comparison. */
export interface CompareListing {
  item: KeptItem;
  kind: "listing";
  card: ListingCardData;
  listingType: "SELL" | "RENT";
  pricePerSqft: number | null;
  completionStatus: CompletionStatus | null;
  developerName: string | null;
  subCommunity: string | null;
  serviceCharge: number | null;
}

/** A project's column of the comparison. */
export interface CompareProject {
  item: KeptItem;
  kind: "project";
  project: ProjectSummary;
}

async function liveListing(db: DB, id: number) {
  const listing = await getListing(db, id);
  return listing && listing.status === "ACTIVE" ? listing : undefined;
}

/** A project's card in the page's language (an English page gets no Arabic name). */
const projectSummary = (p: NonNullable<Awaited<ReturnType<typeof getProject>>>, locale: Locale): ProjectSummary =>
  localeProjectSummary(projectCard(p), locale);

const projectCard = (p: NonNullable<Awaited<ReturnType<typeof getProject>>>): ProjectSummary => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  nameAr: p.nameAr,
  regionName: p.regionName,
  area: p.area,
  developer: p.developer,
  priceFrom: p.priceFrom,
  houseTypes: p.houseTypes,
  handover: p.handover,
  bedroomMin: p.bedroomMin,
  bedroomMax: p.bedroomMax,
  launchDate: p.launchDate,
  plan: p.plan,
  photos: p.photos.slice(0, 4),
});

/** The cards of `items`, in their order, and how many are gone (sold, let, withdrawn or unknown). */
export async function keptCards(db: DB, items: readonly KeptItem[], locale: Locale): Promise<{ cards: KeptCard[]; gone: number }> {
  const found = await Promise.all(
    items.map(async (item): Promise<KeptCard | undefined> => {
      if (kindOf(item) === "project") {
        const project = await getProject(db, idOf(item), { activeOnly: true });
        return project ? { item, kind: "project", project: projectSummary(project, locale) } : undefined;
      }
      const listing = await liveListing(db, idOf(item));
      return listing
        ? { item, kind: "listing", listing: localeCardData({ ...listing, photos: listing.photos.slice(0, 4) }, locale) }
        : undefined;
    }),
  );
  const cards = found.filter((c): c is KeptCard => c !== undefined);
  return { cards, gone: items.length - cards.length };
}

/** The columns of a comparison (at most four items of one kind). */
export async function compareColumns(db: DB, items: readonly KeptItem[], locale: Locale): Promise<Array<CompareListing | CompareProject>> {
  const columns = await Promise.all(
    items.map(async (item): Promise<CompareListing | CompareProject | undefined> => {
      if (kindOf(item) === "project") {
        const project = await getProject(db, idOf(item), { activeOnly: true });
        return project ? { item, kind: "project", project: projectSummary(project, locale) } : undefined;
      }
      const listing = await liveListing(db, idOf(item));
      if (!listing) return undefined;
      return {
        item,
        kind: "listing",
        card: localeCardData({ ...listing, photos: listing.photos.slice(0, 1) }, locale),
        listingType: listing.listingType,
        pricePerSqft: listing.pricePerSqft,
        completionStatus: listing.completionStatus,
        developerName: listing.developerName,
        subCommunity: listing.subCommunity,
        serviceCharge: listing.feedFacts.serviceCharge,
      };
    }),
  );
  return columns.filter((c): c is CompareListing | CompareProject => c !== undefined);
}
