/** What `/map/card/:kind/:id` answers: the card of a clicked marker. */
export interface MapCard {
  title: string;
  /** "en" when an Arabic card shows the English title (the data has no Arabic one) */
  lang?: "en";
  /** formatted in the card's language, e.g. 'AED 1,250,000' or '1,250,000 درهم' */
  price: string;
  facts: string[];
  place: string;
  photo: string | null;
  href: string;
}
