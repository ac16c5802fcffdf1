/**
 * The three static blog posts, newest first. `id` is 1-based and is the
 * position in BLOG_POSTS (/blogs/{id}). Strings may contain `{brand}`: use
 * `getBlogPost(id, brand)` or `withBrandDeep(post, brand)`.
 */
import { withBrandDeep } from "./brand.ts";
import type { BlogPost } from "./types.ts";

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    slug: "dubai-property-market-outlook-2027",
    title: "Dubai property market outlook for 2027",
    excerpt:
      "Supply, demand, mortgage rates and infrastructure: the forces that will shape Dubai's property prices and rents in 2027, and what they mean for buyers, sellers and investors.",
    publishDate: "2026-11-10",
    timeToRead: 3,
    imgUrl: "/images/site/blog-1.webp",
    paras: [
      {
        paraHeading: "Where the market stands",
        paraContent:
          "Dubai heads into 2027 after some of the strongest years in its history. Record transaction volumes from 2022 onwards were driven by population growth, new long-term residence options such as the Golden Visa and a wave of buyers relocating from abroad. Growth has since become more selective: well-located ready homes and prime communities continue to attract strong demand, while buyers in parts of the mid-market now have more choice and more room to negotiate.",
      },
      {
        paraHeading: "Supply is the number to watch",
        paraContent:
          "The biggest single factor for 2027 is new supply. Developers launched record numbers of off-plan projects between 2023 and 2025, and many of those homes are scheduled for handover in 2026 and 2027. Completions tend to slip, so actual deliveries usually fall short of the headline pipeline, but communities with large clusters of handovers, particularly apartments, may see rents and resale prices soften as many new owners look for tenants or buyers at the same time.",
      },
      {
        paraHeading: "Demand: population and policy",
        paraContent:
          "On the demand side, Dubai's population keeps growing, supported by the Dubai Economic Agenda D33, which aims to double the size of the emirate's economy by 2033, and by long-term visas for investors, professionals and retirees. The Dubai 2040 Urban Master Plan steers that growth into new and expanding communities with schools, parks and public transport, which shapes where long-term demand is likely to be strongest.",
      },
      {
        paraHeading: "Infrastructure that moves prices",
        paraContent:
          "Major transport projects tend to lift the areas they serve well before they open. The Dubai Metro Blue Line, due to open in 2029, will connect communities including Dubai Creek Harbour, International City, Dubai Silicon Oasis and Mirdif. The expansion of Al Maktoum International Airport at Dubai World Central, planned to become the city's main airport, keeps Dubai South and its neighbours in focus. Buyers with a long horizon often do well by buying ahead of new infrastructure rather than after it opens.",
      },
      {
        paraHeading: "Mortgage rates and financing",
        paraContent:
          "Because the dirham is pegged to the US dollar, UAE interest rates follow the US Federal Reserve. Rate cuts since late 2024 have made mortgages cheaper than at the 2023 peak and brought more end-users, rather than cash investors, into the market. In 2027 the path of US rates will again influence how much buyers can borrow, so compare fixed and variable offers carefully and get a mortgage pre-approval before you make an offer.",
      },
      {
        paraHeading: "What it means for you",
        paraContent:
          "For buyers, 2027 should bring more choice, especially among new apartments, and more room to negotiate in areas with heavy handovers. Investors should focus on rental yield and occupancy rather than quick capital gains, favouring communities with established demand and limited new supply. Sellers will do best with realistic pricing and well-presented homes, as buyers compare more options. Whatever your plans, a {brand} consultant can give you current transaction data for the building or community you have in mind.",
      },
    ],
  },
  {
    id: 2,
    slug: "off-plan-vs-ready-how-to-choose-in-dubai",
    title: "Off-plan vs ready: how to choose in Dubai",
    excerpt:
      "Payment plans and brand-new specifications, or rental income and certainty from day one? How to weigh off-plan against ready property in Dubai.",
    publishDate: "2026-09-15",
    timeToRead: 3,
    imgUrl: "/images/site/blog-2.webp",
    paras: [
      {
        paraHeading: "Two very different purchases",
        paraContent:
          "Off-plan sales, homes bought from a developer before they are built, make up a large share of Dubai's property transactions, alongside an active market in ready homes. Both can be good investments, but they suit different budgets, time frames and goals. The right choice depends on when you need the property, how you plan to pay and whether you want rental income straight away.",
      },
      {
        paraHeading: "The case for off-plan",
        paraContent:
          "Off-plan property is usually bought on a developer's payment plan: a deposit of 10% to 20%, instalments during construction and the balance on handover or, with some developers, spread over the years after handover. Launch prices are often below those of comparable ready homes, and you get a brand-new home with the developer's warranties. Buyers who chose well-located projects from established developers have often seen values rise by completion.",
      },
      {
        paraHeading: "How off-plan buyers are protected",
        paraContent:
          "Dubai has strong protections for off-plan buyers. Projects must be registered with RERA, your payments go into an escrow account regulated by the Dubai Land Department, and the developer can only draw on them as construction reaches verified milestones. Your purchase is recorded in the Oqood interim register, when the 4% DLD fee is payable. Before you commit, check the developer's record of delivering on time and to specification, and read the sale and purchase agreement carefully, especially the clauses on handover dates and delays.",
      },
      {
        paraHeading: "The case for ready property",
        paraContent:
          "With a ready home, what you see is what you get. You can inspect the finished unit, the building and the community, and check the service charges and the rents that similar homes achieve. You can move in or start earning rent as soon as the transfer completes, and mortgages are easier to arrange, with higher loan-to-value limits than for off-plan purchases. The trade-off is that the full price, or your deposit plus the mortgage, is due at transfer, and resale purchases usually carry agency commission.",
      },
      {
        paraHeading: "Risks and costs to weigh",
        paraContent:
          "Off-plan carries construction and timing risk: handovers can slip, and you earn nothing until you receive the keys. Selling before completion needs the developer's consent, and many developers only allow it once a set share of the price has been paid. Ready property has its own checks: ask for the service charge history and the condition of the building and, if the home is let, the lease terms and rent, because the tenancy continues after the sale.",
      },
      {
        paraHeading: "Which is right for you?",
        paraContent:
          "If you need a home now or want income from day one, ready property is the natural choice. If you have a longer horizon, want to spread your payments and can accept some uncertainty over timing, a well-chosen off-plan project from an established developer can offer better value. Many investors hold both, and both can count towards the AED 2 million threshold for the 10-year Golden Visa. A {brand} consultant can compare specific projects and ready homes side by side for your budget.",
      },
    ],
  },
  {
    id: 3,
    slug: "golden-visa-through-property-what-investors-need-to-know",
    title: "Golden Visa through property: what investors need to know",
    excerpt:
      "The UAE's 10-year Golden Visa is open to investors who own AED 2 million or more in property. Who qualifies, how mortgaged and off-plan homes are treated, and how to apply.",
    publishDate: "2026-07-21",
    timeToRead: 3,
    imgUrl: "/images/site/blog-3.webp",
    paras: [
      {
        paraHeading: "What the Golden Visa offers",
        paraContent:
          "The Golden Visa is the UAE's long-term residence visa. It is issued for 10 years and can be renewed, it isn't tied to an employer, and it lets you sponsor your spouse and children. Unlike a standard residence visa, it stays valid even if you spend more than six months outside the country. For many property investors, that security matters as much as the rental yield.",
      },
      {
        paraHeading: "Who qualifies through property",
        paraContent:
          "You can qualify as a property investor if you own property in the UAE worth at least AED 2 million. You can reach the threshold with one property or several, and both ready and off-plan homes can count, provided off-plan homes are bought from developers approved by the authorities. If you own a property jointly, your own share generally needs to meet the threshold, although spouses who own a home together can usually apply with one as the main visa holder sponsoring the other.",
      },
      {
        paraHeading: "Mortgaged and off-plan property",
        paraContent:
          "A mortgage doesn't rule you out. Mortgaged property can qualify with a no objection letter from the lending bank showing the amount paid and the balance outstanding, and off-plan purchases are assessed using the registered contract and a statement of account from the developer. The detailed conditions, including any minimum amount that must already have been paid, have changed several times in recent years, so confirm the current requirements with the Dubai Land Department before you rely on a particular purchase.",
      },
      {
        paraHeading: "How to apply",
        paraContent:
          "In Dubai, property investors apply through the Dubai Land Department's Golden Visa service, which works with the General Directorate of Residency and Foreigners Affairs (GDRFA). You'll need your passport, a photo, your title deed (or Oqood certificate for an off-plan home) and a bank NOC if the property is mortgaged. Once the application is approved, you complete a medical test and your Emirates ID biometrics, and the visa is issued. With complete documents, the process usually takes a few weeks.",
      },
      {
        paraHeading: "Keeping your visa",
        paraContent:
          "Your visa depends on your continued ownership. If you sell the property that qualified you and don't hold other qualifying property, the visa can be cancelled. Investors who trade regularly often keep a portfolio comfortably above AED 2 million, so that a single sale doesn't put their residence at risk.",
      },
      {
        paraHeading: "Smaller budgets and next steps",
        paraContent:
          "If your budget is below AED 2 million, property can still bring residence: owners of property worth at least AED 750,000 can apply for a renewable two-year property investor visa. Whatever your budget, choose the property for its own merits as a home or an investment and let the visa follow. {brand} consultants help investors with Golden Visa-eligible purchases every week and can introduce you to specialists who handle the application itself.",
      },
    ],
  },
];

/** The post with this 1-based id, `{brand}` filled in when `brand` is given. */
export function getBlogPost(id: number, brand?: string): BlogPost | undefined {
  const post = BLOG_POSTS.find((p) => p.id === id);
  if (!post) return undefined;
  return brand === undefined ? post : withBrandDeep(post, brand);
}

/** All posts, newest first, `{brand}` filled in. */
export function getBlogPosts(brand: string): BlogPost[] {
  return BLOG_POSTS.map((p) => withBrandDeep(p, brand));
}
