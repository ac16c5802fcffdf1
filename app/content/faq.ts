/**
 * The 'Why choose {brand}' FAQ (home page and rental yield calculator page).
 * Titles and answers contain `{brand}`: use `getFaqItems(brand)`.
 */
import { withBrandDeep } from "./brand.ts";
import type { FaqItem } from "./types.ts";

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 1,
    title: "Why choose {brand} to buy, sell or rent in Dubai?",
    content:
      "{brand} brings more than ten years of Dubai market experience and a team that covers every side of real estate: sales, leasing, off-plan and investment, holiday homes and property management. You get one point of contact, honest advice based on real transaction data and a team that stays with you after the deal is done.",
  },
  {
    id: 2,
    title: "Are your consultants licensed?",
    content:
      "Yes. {brand} is a RERA-registered agency, and every one of our consultants holds a Broker Registration Number (BRN) issued by the Dubai Land Department. Every property we advertise carries its DLD advertising permit number, so you can verify a listing before you enquire.",
  },
  {
    id: 3,
    title: "How do you market properties for sellers and landlords?",
    content:
      "Our 27 in-house marketing professionals produce photography, video and floor plans for every property we list. We publish listings on the leading property portals, on our own website and on social media, and we match each new listing with buyers and tenants already registered with us, which often means viewings within days.",
  },
  {
    id: 4,
    title: "Can you help me invest from overseas?",
    content:
      "Yes, many of our clients buy from abroad. We arrange live video viewings, handle the paperwork with the developer, the Dubai Land Department and your bank, and can complete the transfer under a power of attorney, so you don't need to be in Dubai on the day. We work with clients of more than 35 nationalities.",
  },
  {
    id: 5,
    title: "What support do you offer after the sale?",
    content:
      "Our relationship doesn't end at the transfer. {brand} can find and vet tenants, register the Ejari, collect the rent and manage maintenance, or run your home as a licensed holiday home. We already look after more than 200 homes and have welcomed more than 50,000 guests, with a 4.9/5 star rating from our clients.",
  },
];

/** The FAQ items with `{brand}` filled in. */
export function getFaqItems(brand: string): FaqItem[] {
  return FAQ_ITEMS.map((item) => withBrandDeep(item, brand));
}
