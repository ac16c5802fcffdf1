/** An area's market figures (issue 44 item 5). `{area}` is the area's name, `{n}` a count. */
export const MARKET_TEXTS = {
  heading: "Market figures",
  intro: "Median asking prices of the homes listed in {area} over the last twelve months, by month and property type.",
  salePerSqft: "Median asking price per sq.ft, homes for sale",
  rent: "Median asking rent a year, homes to rent",
  month: "Month",
  notEnough: "Not enough listings yet for a reliable figure here.",
  method:
    "From the asking prices of the homes we advertised. Each month shows the median of that month and the two before; a month with fewer than {n} listings of a type in that window is left out.",
  gap: "–",
} as const;
