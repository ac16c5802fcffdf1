/**
 * The investment guide itself (issue 41: the request form delivered nothing): what the page
 * /investment-guide/read shows and the guide-request e-mail links to. Copy only; `{year}` and
 * `{brand}` are filled in by the route. Figures agree with the rest of the site: yields as the
 * rental yield calculator explains them (6–7 % average, net below gross), mortgage caps as the
 * UAE Central Bank publishes them, fees as the Dubai Land Department lists them; each section says
 * to confirm the current figure before a purchase.
 */
import { fillTokensDeep, withBrandDeep } from "./brand.ts";

export interface GuideSection {
  id: string;
  heading: string;
  text: string;
  points?: readonly string[];
}

export interface InvestmentGuideBook {
  title: string;
  metaDescription: string;
  eyebrow: string;
  intro: string;
  contentsHeading: string;
  sections: readonly GuideSection[];
  printHint: string;
  closing: { heading: string; text: string; button: { label: string; to: string } };
}

export const INVESTMENT_GUIDE_BOOK: InvestmentGuideBook = {
  title: "The Dubai Real Estate Investment Guide {year}",
  metaDescription:
    "Rental yields, the costs of buying, mortgages, off-plan payment plans, tax and the Golden Visa: the {year} Dubai property investment guide by {brand}.",
  eyebrow: "Investment guide {year}",
  intro:
    "This guide gathers what our consultants explain most often to investors buying in Dubai: what a property really returns, what it costs to buy, how to finance it, what off-plan means in practice, and what the law gives owners and tenants. Figures are the ones in force as we write; fees and rules change, so confirm them with us or with the Dubai Land Department before you commit.",
  contentsHeading: "In this guide",
  sections: [
    {
      id: "yields",
      heading: "1. Rental yields: gross, net and what is average",
      text: "A property's gross yield is its yearly rent divided by its price. Across Dubai's residential market the average gross yield is around 6 to 7 %: apartments in newer mid-rise communities such as Jumeirah Village Circle, Arjan or Dubai South often achieve 7 to 8 %, prime waterfront and villa communities 4 to 5.5 %, where buyers pay for scarcity and capital growth.\n\nThe figure that matters is the net yield: rent after service charges, maintenance, letting and management fees, and an allowance for weeks without a tenant. Net yields usually sit one to two points below gross. A 6 % net return is a sound result in Dubai; 8 % and above is exceptional and deserves a closer look at the building's service charges and the tenant demand behind the asking rent.",
      points: [
        "Compare yields with the same costs taken out: our rental yield calculator shows the net figure from a price, a rent and your costs.",
        "Service charges are set per square foot and published by RERA for each building: ask for the latest figure before you offer.",
        "Each area page on this site shows the median price per square foot and the median yearly rent of the homes we list there.",
      ],
    },
    {
      id: "costs",
      heading: "2. What it costs to buy",
      text: "Budget for about 7 to 8 % of the price on top of the price itself when you buy a ready property with cash, and a little more with a mortgage.",
      points: [
        "Dubai Land Department transfer fee: 4 % of the price, plus a title deed fee (a few hundred dirhams).",
        "Registration trustee office fee: AED 4,000 plus VAT for a property of AED 500,000 or more (AED 2,000 plus VAT below).",
        "Agency commission: usually 2 % of the price plus 5 % VAT.",
        "With a mortgage: mortgage registration at 0.25 % of the loan plus a small fixed fee, the bank's valuation (about AED 2,500 to 3,500) and an arrangement fee of up to 1 % of the loan.",
        "Off-plan: the 4 % DLD fee is paid when the purchase is registered (Oqood); there is no trustee fee at that stage.",
      ],
    },
    {
      id: "mortgages",
      heading: "3. Financing a purchase",
      text: "UAE banks lend to residents and non-residents. The UAE Central Bank caps how much of a property's value a bank may lend, and repayments may not exceed half of the borrower's monthly income across all their debts. Loans run for up to 25 years and must end by 65 for an expatriate (70 for a UAE national).",
      points: [
        "Expatriate, first home: up to 75 % of the value up to AED 5 million, 65 % above.",
        "UAE national, first home: up to 80 % up to AED 5 million, 70 % above.",
        "Second and further homes: up to 60 % (65 % for a UAE national).",
        "Off-plan homes: up to 50 % until completion.",
      ],
    },
    {
      id: "off-plan",
      heading: "4. Buying off-plan",
      text: "Buying from a developer before completion spreads the price over a payment plan, often 10 to 20 % on signing, instalments during construction and the balance at handover, sometimes with part of the price paid over two to five years after handover. Your payments go into an escrow account registered for the project with the Dubai Land Department, from which the developer draws as construction advances (Law No. 8 of 2007).",
      points: [
        "Check that the project is registered with RERA and has its escrow account before you pay anything.",
        "Read the handover date and the developer's track record on earlier projects: delays are common.",
        "Resale before completion (assignment) is allowed by most developers once a share of the price, often 30 to 40 %, has been paid.",
      ],
    },
    {
      id: "tax",
      heading: "5. Tax",
      text: "Individuals pay no income tax on rent, no capital gains tax on a sale and no annual property tax in Dubai. Residential sales and leases are exempt from VAT (the first sale of a new home is zero-rated); commercial property carries 5 % VAT on its price and its rent. Owning property through a company brings it under the UAE corporate tax of 9 % on profits above AED 375,000. Your home country may tax what you earn in Dubai: ask your tax adviser.",
    },
    {
      id: "golden-visa",
      heading: "6. Residence and the Golden Visa",
      text: "Owning property in Dubai worth at least AED 2 million, alone or with others, can qualify you for a ten-year Golden Visa that you may renew and extend to your family. Off-plan property and property bought with a mortgage can count, under conditions on what has been paid. Owners of property worth AED 750,000 or more may apply for a two-year investor visa.",
    },
    {
      id: "renting-out",
      heading: "7. Letting your property",
      text: "Every tenancy is registered with Ejari, the Dubai Land Department's system, which tenants need for utilities and residence. Rent increases at renewal are limited by RERA's rental index for the area, and a landlord must give 90 days' notice of a change in the terms. Rent is usually paid in one to four cheques a year; fewer cheques usually earn a lower rent. A holiday home needs a Department of Economy and Tourism permit.",
    },
    {
      id: "choose",
      heading: "8. Choosing where to buy",
      text: "Yield and growth pull in different directions: newer communities let quickly and yield more, established waterfront and villa communities hold their value and attract long tenancies. Look at how many similar homes are for sale and to rent around the one you like, how long they stay listed, and what is being built nearby. Our area pages show each community's median prices and rents and every home we list there; our consultants can add the transaction figures behind them.",
    },
  ],
  printHint: "Keep a copy: use your browser's Print command and choose Save as PDF.",
  closing: {
    heading: "Talk it through with a consultant",
    text: "Tell us your budget and what you want from the investment, and we will shortlist the homes and projects that fit, with their real costs and returns.",
    button: { label: "Find a consultant", to: "/contact" },
  },
};

export function getInvestmentGuideBook(brand: string, year: number): InvestmentGuideBook {
  return fillTokensDeep(withBrandDeep(INVESTMENT_GUIDE_BOOK, brand), { year });
}
