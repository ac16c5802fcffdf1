/**
 * About pages: Our Story (/about/our-story) and Why choose us
 * (/about/why-choose-us). Strings may contain `{brand}`: use the getters or
 * `withBrandDeep(value, brand)`.
 */
import { withBrandDeep } from "./brand.ts";
import type { ContentRow, PageHero, StatCard } from "./types.ts";

const paras = (...paragraphs: string[]): string => paragraphs.join("\n\n");

const FIND_A_CONSULTANT = { label: "FIND A CONSULTANT", to: "/contact" } as const;

interface OurStoryContent {
  title: string;
  metaDescription: string;
  hero: PageHero;
  introHeading: string;
  introPara: string;
  rows: ContentRow[];
}

interface WhyChooseUsContent {
  title: string;
  metaDescription: string;
  hero: PageHero;
  statsHeading: string;
  stats: StatCard[];
  rows: ContentRow[];
}

const OUR_STORY: OurStoryContent = {
  title: "Our Story",
  metaDescription:
    "For more than ten years, {brand} has helped people buy, sell, rent and invest in Dubai property. Discover our story and the values behind our service.",
  hero: {
    heading: "Our Story",
    text: "For more than ten years, {brand} has helped people find, buy, sell and let homes across Dubai. This is how we got here, and what we still believe in.",
    button: { ...FIND_A_CONSULTANT },
    // its own picture: the rows below show story-1 and story-2 (no image twice on one page)
    img: "/images/site/row-5.webp",
  },
  introHeading: "Built on local knowledge",
  introPara: paras(
    "Dubai moves fast. New communities appear, regulations evolve and prices can differ from one building to the next. We believe our clients deserve advice grounded in real data and first-hand knowledge of the city, not guesswork or sales talk.",
    "That belief has shaped everything we do, from the way we value a home to the way we answer a first enquiry, and it's why so many of our clients come back to us, and send their friends.",
  ),
  rows: [
    {
      rowHeading: "Where it began",
      rowPara: paras(
        "{brand} started with a small team and a simple idea: buying or renting a home in Dubai should feel as straightforward and honest as it does in the best property markets in the world.",
        "We focused on doing a few things very well: knowing our communities inside out, telling clients the truth about price and timing, and answering the phone when they called. Our first clients came through recommendations, and many of them still work with us today.",
      ),
      rowImg: "/images/site/story-1.webp",
    },
    {
      rowHeading: "Who we are today",
      rowPara: paras(
        "Today {brand} is a full-service agency covering residential sales and leasing, off-plan and investment, commercial property, holiday homes and property management, supported by an in-house team of 27 marketing professionals. Our consultants come from many countries and speak many languages, like the city we serve.",
        "What hasn't changed is how we work: honest advice based on real transactions, clear communication at every stage and service that continues long after the keys are handed over.",
      ),
      rowImg: "/images/site/story-2.webp",
    },
  ],
};

export const WHY_CHOOSE_US: WhyChooseUsContent = {
  title: "Why Choose Us",
  metaDescription:
    "Why choose {brand}: more than ten years in Dubai real estate, 27 in-house marketing professionals, clients of 35+ nationalities and a 4.9/5 star rating.",
  hero: {
    heading: "Why Choose {brand}",
    text: "Experience, reach and a team that puts your interests first. Here's what sets us apart when you buy, sell, rent or invest in Dubai.",
    button: { ...FIND_A_CONSULTANT },
    // its own picture: the rows below show why-1 to why-3 (no image twice on one page)
    img: "/images/site/row-12.webp",
  },
  statsHeading: "{brand} in numbers",
  stats: [
    { value: "27", label: "In-house marketing professionals" },
    { value: "10+", label: "Years in Dubai real estate" },
    { value: "50,000+", label: "Holiday home guests welcomed" },
    { value: "200+", label: "Homes under our management" },
    { value: "35+", label: "Nationalities among our clients" },
    { value: "4.9/5", label: "Stars from client reviews" },
  ],
  rows: [
    {
      rowHeading: "Local experts, global reach",
      rowPara: paras(
        "Our consultants specialise by community, so the person advising you sells and lets homes in your area every week. They know which buildings hold their value, which layouts rent fastest and what comparable homes really sold for.",
        "At the same time, we work with buyers, tenants and investors from more than 35 countries, and we present your property to them wherever they are.",
      ),
      rowImg: "/images/site/why-1.webp",
    },
    {
      rowHeading: "Marketing that sells",
      rowPara: paras(
        "Our in-house team of 27 marketing professionals handles photography, video, floor plans, copywriting and advertising for every property we take on. Your home is presented at its best on the leading portals, on our website and across social media, always with its DLD advertising permit.",
        "Because everything is done in-house, your listing goes live quickly and looks consistent everywhere buyers and tenants search.",
      ),
      rowImg: "/images/site/why-2.webp",
    },
    {
      rowHeading: "Service that lasts beyond the deal",
      rowPara: paras(
        "We look after more than 200 homes for their owners, from long-term lettings to holiday homes that have welcomed more than 50,000 guests. That experience makes us better advisers when you buy, because we know what it takes to let and manage a property well.",
        "It's also why our clients rate us 4.9/5 stars: we're still here, answering questions and solving problems, long after the paperwork is signed.",
      ),
      rowImg: "/images/site/why-3.webp",
    },
  ],
};

export function getOurStory(brand: string): OurStoryContent {
  return withBrandDeep(OUR_STORY, brand);
}

export function getWhyChooseUs(brand: string): WhyChooseUsContent {
  return withBrandDeep(WHY_CHOOSE_US, brand);
}
