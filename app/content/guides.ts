/**
 * The five guide pages (/guides/{slug}). Strings may contain `{brand}`: pass a
 * page through `withBrandDeep(page, brand)` or use `getGuide(slug, brand)`.
 */
import { withBrandDeep } from "./brand.ts";
import type { GuidePage } from "./types.ts";

/** Joins paragraphs with the blank line that separates them in `rowPara`/`introPara`. */
const paras = (...paragraphs: string[]): string => paragraphs.join("\n\n");

export const GUIDE_CTA_LABEL = "FIND A CONSULTANT";
export const GUIDE_CTA_TO = "/contact";

const BUYERS_GUIDE: GuidePage = {
  slug: "buyers-guide",
  title: "Buyer's Guide to Property in Dubai",
  metaDescription:
    "How to buy property in Dubai: freehold areas, mortgages, the 4% DLD transfer fee and other costs, and each step from agreed offer to title deed.",
  heroHeading: "Buying Property in Dubai",
  heroPara:
    "Whether it's your first home or your next investment, buying in Dubai is quick and well regulated once you know the steps. Here's what to expect, what it costs and how we help at every stage.",
  heroImg: "/images/site/guide-buyers.webp",
  introHeading: "A clear, regulated market for buyers",
  introPara: paras(
    "Foreign nationals can buy freehold property in Dubai's designated freehold areas, from Dubai Marina and Downtown Dubai to Dubai Hills Estate and Palm Jumeirah. Every sale is registered with the Dubai Land Department (DLD), agents must be licensed by the Real Estate Regulatory Agency (RERA), and every property advert carries a DLD permit number, so you can check exactly what you're being offered.",
    "Most purchases follow the same path: set your budget, arrange finance if you need it, agree terms with the seller and complete the transfer at a Registration Trustee's office. When you pay cash and there's no mortgage on the property, the whole process can take just a few weeks.",
  ),
  rowsContent: [
    {
      rowHeading: "Set your budget and arrange finance",
      rowPara: paras(
        "Before you start viewing, work out your total budget, including purchase costs. If you need a mortgage, apply for a pre-approval first: it tells you how much a bank will lend, usually stays valid for 60 to 90 days and shows sellers that you're a serious buyer.",
        "UAE Central Bank rules cap how much you can borrow. Expatriate residents buying their first home can usually borrow up to 80% of the value of a property worth up to AED 5 million and 70% above that; UAE nationals can borrow slightly more, and the limits are lower for second homes and off-plan purchases. Non-residents can get mortgages too, normally with a larger deposit.",
        "Purchase fees are paid in cash and can't be added to the loan, so set them aside alongside your down payment.",
      ),
      rowImg: "/images/site/row-1.webp",
    },
    {
      rowHeading: "What it costs to buy",
      rowPara: paras(
        "The largest cost is the DLD transfer fee: 4% of the purchase price, customarily paid by the buyer in Dubai, plus a small administration charge. The agency commission is usually 2% of the price, plus VAT. The Registration Trustee's office that handles the transfer charges AED 2,000 + VAT for properties under AED 500,000 and AED 4,000 + VAT for properties of AED 500,000 and above, and the DLD charges a title deed fee for issuing your new title deed.",
        "If you buy with a mortgage, add the mortgage registration fee of 0.25% of the loan amount (+ AED 290 admin), together with the bank's valuation and arrangement fees. As a rule of thumb, budget about 7% on top of the price for a cash purchase of a resale home, and a little more with a mortgage.",
        "Buying off-plan from a developer works differently. The 4% DLD fee is paid when your purchase is recorded in the Oqood interim register, buyers don't normally pay agency commission, and the price is paid in stages under the developer's payment plan into a DLD-regulated escrow account.",
      ),
      rowImg: "/images/site/row-2.webp",
    },
    {
      rowHeading: "From offer to title deed",
      rowPara: paras(
        "Once you and the seller agree a price, you both sign the Memorandum of Understanding (RERA's Form F), which sets out the price, the timetable and who pays what. The buyer usually provides a deposit of 10% of the price, held by the agency as a security cheque until transfer. The seller then asks the developer for a no objection certificate (NOC), which confirms that there are no outstanding service charges.",
        "On transfer day, buyer and seller, or representatives holding a power of attorney, meet at a Registration Trustee's office. The buyer pays the balance and the fees by manager's cheque, and the DLD issues the new title deed in the buyer's name, usually the same day. If you're using a mortgage, your bank pays its share and registers its mortgage over the property at the same appointment.",
        "Your {brand} consultant coordinates every step, from viewings and negotiation to the MOU, the NOC, the bank and the trustee appointment, so you always know what happens next.",
      ),
      rowImg: "/images/site/row-3.webp",
    },
  ],
};

const SELLERS_GUIDE: GuidePage = {
  slug: "sellers-guide",
  title: "Seller's Guide to Property in Dubai",
  metaDescription:
    "How to sell property in Dubai: pricing, Form A and the advertising permit, the MOU, the developer NOC, clearing a mortgage and how long a sale takes.",
  heroHeading: "Selling Your Property in Dubai",
  heroPara:
    "Achieve the right price in the right time frame. Our guide takes you through valuation, marketing, paperwork and transfer, so you know what to expect before your home goes on the market.",
  heroImg: "/images/site/guide-sellers.webp",
  introHeading: "Preparing to sell",
  introPara: paras(
    "A successful sale starts with the right price. We base our valuations on recent Dubai Land Department transactions in your building and community, on the homes you'll be competing with and on how quickly similar properties are selling. Priced well, a home attracts serious buyers in its first weeks on the market.",
    "Have your paperwork ready before you list: your title deed, your passport and Emirates ID (or passport alone if you live abroad) and, if the property is mortgaged, a liability letter from your bank showing the outstanding balance. If the home is let, keep the tenancy contract and Ejari certificate to hand; the lease remains in force after the sale.",
  ),
  rowsContent: [
    {
      rowHeading: "Listing and marketing",
      rowPara: paras(
        "Before any agent can advertise your property, you sign RERA's Form A, the listing agreement between seller and agent. It records the asking price, the commission and the length of the agreement, and it allows the agency to obtain the DLD advertising permit (Trakheesi) that must appear on every advert for your home.",
        "We then produce professional photography, video and floor plans, publish the listing on the leading property portals and on our own website, and present it directly to buyers already registered with us. Viewings are arranged around you, and we report feedback and offers to you promptly.",
      ),
      rowImg: "/images/site/row-4.webp",
    },
    {
      rowHeading: "Offer, MOU and NOC",
      rowPara: paras(
        "When you accept an offer, you and the buyer sign the MOU (Form F), which sets out the price, the deposit, the transfer date and any conditions, such as the buyer's mortgage approval. The buyer's deposit, usually 10% of the price, is held by the agency until transfer.",
        "Next, you apply to the developer for a no objection certificate (NOC). The developer issues it once all service charges are paid, and the fee varies from one developer to another. If your property is mortgaged, your bank provides a final settlement figure and the loan is cleared on or before transfer day; UAE Central Bank rules cap early settlement fees at 1% of the outstanding balance or AED 10,000, whichever is lower.",
        "Selling off-plan before handover? Most developers only allow a resale once a set share of the price has been paid, often 30% to 40%, and charge a transfer fee. We'll check the terms of your sale and purchase agreement before you list. Whatever you sell, there is no capital gains tax to pay on the sale.",
      ),
      rowImg: "/images/site/row-5.webp",
    },
    {
      rowHeading: "How long a sale takes",
      rowPara: paras(
        "The timeline from signed MOU to transfer depends mainly on how the sale is financed. Allow about 8 weeks when the buyer is using a mortgage, about 6 weeks when the buyer pays cash but you have a mortgage to clear, and 1-4 weeks when the buyer pays cash and there is no mortgage on the property.",
        "On transfer day, both parties or their representatives meet at a Registration Trustee's office. The buyer hands over manager's cheques for the price, the DLD registers the transfer and issues the new title deed, and the proceeds are yours. If you live abroad, you can appoint a representative under a notarised power of attorney, so you don't need to travel.",
      ),
      rowImg: "/images/site/row-6.webp",
    },
  ],
};

const TENANTS_GUIDE: GuidePage = {
  slug: "tenants-guide",
  title: "Tenant's Guide to Renting in Dubai",
  metaDescription:
    "Renting in Dubai: deposit, agency fee, Ejari and DEWA costs, paying rent by post-dated cheque, your rights at renewal and what happens when you move out.",
  heroHeading: "Renting a Home in Dubai",
  heroPara:
    "From the first viewing to the day you get your keys, renting in Dubai follows a clear process. Here's what you'll need, what it costs upfront and how the law protects you.",
  heroImg: "/images/site/guide-tenants.webp",
  introHeading: "Before you start your search",
  introPara: paras(
    "Most Dubai leases run for one year, and rents are quoted as an annual figure. To rent a home, you'll need a copy of your passport, your UAE residence visa and your Emirates ID; landlords of higher-value homes may also ask for a salary certificate or bank statements.",
    "Decide on your priorities before you view: the community, your commute, schools, parking and whether you want the home furnished. A furnished home costs more in rent and needs a larger deposit, but it saves you the cost of furnishing when you move in.",
  ),
  rowsContent: [
    {
      rowHeading: "Your upfront costs",
      rowPara: paras(
        "Budget for more than the first rent payment. The security deposit is typically 5% of the annual rent if the home is unfurnished and 10% if it is furnished, and it is refundable at the end of the tenancy. The agency fee is about 5% of the annual rent, plus VAT.",
        "You'll also pay a small fee to register your tenancy with Ejari, and a refundable connection deposit to DEWA (Dubai Electricity and Water Authority) of about AED 2,000 for an apartment or AED 4,000 for a villa. Some buildings charge a move-in fee or a deposit for district cooling.",
        "Once you've moved in, your monthly DEWA bill also collects the Dubai Municipality housing fee, which amounts to 5% of your annual rent over the year.",
      ),
      rowImg: "/images/site/row-7.webp",
    },
    {
      rowHeading: "Signing the lease: cheques and Ejari",
      rowPara: paras(
        "Rent is usually paid by post-dated cheques, all handed over when you sign the lease. Many landlords accept one to four cheques a year; some will agree to more, sometimes for a higher rent. Make sure your account covers each cheque on its date, as a bounced rent cheque can lead to a claim against you at the Rental Disputes Centre.",
        "Dubai leases use the Dubai Land Department's unified tenancy contract, and every lease must be registered with Ejari. Registration makes your tenancy official, and you'll need the Ejari certificate to connect DEWA, to sponsor your family's residence visas and for many other services. Your agent or landlord normally registers it; make sure it's done before you move in.",
      ),
      rowImg: "/images/site/row-8.webp",
    },
    {
      rowHeading: "Your rights, renewals and moving out",
      rowPara: paras(
        "Dubai's tenancy law protects tenants. A landlord who wants to change the terms of your lease, including the rent, must give you at least 90 days' notice before it expires, and any rent increase must stay within the limits set by the RERA rental index. You can check the permitted increase for your home with the Dubai Land Department's rent increase calculator.",
        "A landlord can only ask you to leave when the lease ends for specific reasons, such as selling the property, moving in themselves or carrying out major renovation, and must give you 12 months' written notice through a notary public or by registered mail. If the property is sold while you live there, your lease remains valid.",
        "When you move out, arrange the check-out inspection in advance, return all keys and access cards and settle your final DEWA bill. Your deposit should be returned in full, less the cost of repairing any damage beyond normal wear and tear. If you can't agree, the Rental Disputes Centre can decide.",
      ),
      rowImg: "/images/site/row-9.webp",
    },
  ],
};

const LANDLORDS_GUIDE: GuidePage = {
  slug: "landlords-guide",
  title: "Landlord's Guide to Letting Property in Dubai",
  metaDescription:
    "Letting property in Dubai: setting the rent with the RERA rental index, Ejari, service charges, notices, and selling a tenanted home with Form A and an NOC.",
  heroHeading: "Letting Your Property in Dubai",
  heroPara:
    "Dubai's rental market rewards landlords who price well, keep their paperwork in order and look after their tenants. Our guide covers the rules and the numbers, from setting the rent to renewing the lease.",
  heroImg: "/images/site/guide-landlords.webp",
  introHeading: "Getting ready to let",
  introPara: paras(
    "Before you advertise, make sure the property is ready to move into: appliances working, air conditioning serviced and the whole home professionally cleaned. First impressions decide how quickly a home lets, and for how much.",
    "You'll need your title deed and passport, and if you live outside the UAE you can appoint an agent or property manager to act for you. Every rental advert in Dubai needs a DLD advertising permit, which your agent obtains on your behalf.",
  ),
  rowsContent: [
    {
      rowHeading: "Setting the rent and renewing",
      rowPara: paras(
        "Set the asking rent from current lettings of comparable homes in your building and community rather than last year's figures. A well-priced home usually lets quickly, and every month it stands empty costs you a twelfth of the year's income.",
        "At renewal, any increase is governed by the RERA rental index. Under Decree No. 43 of 2013, you can only raise the rent if it is more than 10% below the average rent for similar homes in the area, and then by between 5% and 20%, depending on how far below the average it sits. The Dubai Land Department's rent increase calculator gives you the permitted figure, and you must give your tenant written notice at least 90 days before the lease expires.",
      ),
      rowImg: "/images/site/row-10.webp",
    },
    {
      rowHeading: "Ejari, service charges and running costs",
      rowPara: paras(
        "Every lease must be registered with Ejari, the Dubai Land Department's tenancy registration system. Registration protects both sides: an unregistered tenancy is hard to enforce at the Rental Disputes Centre, and your tenant needs the Ejari certificate to connect DEWA and to sponsor family visas.",
        "As the owner, you pay the service charges for your building or community. Budgets are approved by RERA through its Mollak system, and charges are usually billed in advance, quarterly or twice a year. Allow too for maintenance, landlord's insurance and, if you use one, a property manager. Unless the lease says otherwise, the landlord is responsible for major maintenance and repairs; many leases make the tenant responsible for minor repairs up to an agreed amount.",
        "Short-term letting is a business in its own right: you'll need a holiday home permit from Dubai's Department of Economy and Tourism and, in many buildings, the approval of the developer or owners' association.",
      ),
      rowImg: "/images/site/row-11.webp",
    },
    {
      rowHeading: "Notices and selling a tenanted home",
      rowPara: paras(
        "A tenancy doesn't end on its own when the lease expires: unless either side has given notice, it renews on the same terms. To recover the property for your own use or a close relative's, to sell it or to carry out major renovation, you must give the tenant 12 months' notice, delivered through a notary public or by registered mail.",
        "If you decide to sell, the process is the same as for any sale: you appoint your agent on RERA's Form A, agree terms with the buyer on Form F (the MOU) and obtain a no objection certificate (NOC) from the developer before transfer. A sale doesn't end the tenancy; the buyer takes over the existing lease, which appeals to investors looking for income from day one.",
      ),
      rowImg: "/images/site/row-12.webp",
    },
  ],
};

const COMMERCIAL_GUIDE: GuidePage = {
  slug: "commercial-guide",
  title: "Commercial Property Guide for Dubai",
  metaDescription:
    "Leasing or buying commercial property in Dubai: DED mainland licences vs free zones, Ejari, 5% VAT on commercial rent, fit-out and running costs.",
  heroHeading: "Commercial Property in Dubai",
  heroPara:
    "Offices, shops, warehouses and whole buildings: commercial property has its own rules. Here's how licensing, leases and costs work when you rent or buy space for your business in Dubai.",
  heroImg: "/images/site/guide-commercial.webp",
  introHeading: "Start with your licence",
  introPara: paras(
    "In Dubai, where you can operate depends on how your company is licensed, so settle the licensing question before you shortlist premises. The space you lease becomes the registered address on your trade licence, and the licensing authority will ask for the lease when you apply and each time you renew.",
    "Think about your customers, staff and suppliers too: access to the Metro and main roads, parking and, for a warehouse, loading bays and ceiling heights all affect the right choice.",
  ),
  rowsContent: [
    {
      rowHeading: "Mainland or free zone?",
      rowPara: paras(
        "A mainland company holds a trade licence from Dubai's Department of Economy and Tourism, still widely known as the DED licence, and can trade directly with customers anywhere in the UAE. Most activities now allow 100% foreign ownership. A mainland licence normally needs a physical address: an office, shop or warehouse leased under a registered Ejari.",
        "A free zone company is licensed by its free zone authority, such as DMCC, Dubai Silicon Oasis or Jebel Ali Free Zone, and leases its premises inside that zone, usually registering the lease with the free zone authority rather than Ejari. Free zones offer full foreign ownership, simple set-up and customs advantages, but selling directly to customers on the mainland may need a distributor or an additional licence.",
      ),
      rowImg: "/images/site/row-13.webp",
    },
    {
      rowHeading: "Leasing: costs and terms",
      rowPara: paras(
        "Commercial rents in Dubai are quoted per square foot per year. Unlike residential rent, which is exempt, commercial rent is subject to VAT at 5%, so budget for it on every payment. Expect a security deposit, an agency fee based on the annual rent, Ejari registration and DEWA connection, and in some buildings separate service or district cooling charges.",
        "Many offices and shops are handed over as shell and core, so allow time and budget for fit-out, including approvals from the landlord, Dubai Municipality and Dubai Civil Defence. Landlords often agree a rent-free fit-out period. Rent increases at renewal follow the same RERA rental index rules as homes, and a lease of three years or more gives a business stability; agree renewal terms and any break option before you sign.",
      ),
      rowImg: "/images/site/row-14.webp",
    },
    {
      rowHeading: "Buying commercial property",
      rowPara: paras(
        "Owning your premises fixes your occupancy costs and builds equity, and for investors commercial units can offer higher rental yields than homes. Purchases are registered with the Dubai Land Department in the same way as homes, with the 4% DLD transfer fee, and the sale of commercial property is subject to 5% VAT, which VAT-registered businesses can often recover.",
        "Before you buy, check the service charges, the permitted use of the unit, the building's occupancy and, if it's let, the tenant's lease. Banks lend on commercial property with larger deposits than for homes, and rental income earned through a company may fall within UAE corporate tax (9% on taxable profits above AED 375,000). Your {brand} commercial consultant can help you compare leasing and buying for your business.",
      ),
      rowImg: "/images/site/row-15.webp",
    },
  ],
};

/** All guides in menu order (buyers, sellers, tenants, landlords, commercial). */
export const GUIDES: GuidePage[] = [BUYERS_GUIDE, SELLERS_GUIDE, TENANTS_GUIDE, LANDLORDS_GUIDE, COMMERCIAL_GUIDE];

/** The guide with this slug, `{brand}` filled in when `brand` is given; undefined for an unknown slug. */
export function getGuide(slug: string, brand?: string): GuidePage | undefined {
  const guide = GUIDES.find((g) => g.slug === slug);
  if (!guide) return undefined;
  return brand === undefined ? guide : withBrandDeep(guide, brand);
}

/** Splits a `rowPara`/`introPara`/`paraContent` text into its paragraphs. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
