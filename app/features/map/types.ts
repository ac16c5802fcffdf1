/** What `/map/card/:kind/:id` answers: the card of a clicked marker. */
export interface MapCard {
  title: string;
  /** formatted, e.g. 'AED 1,250,000' */
  price: string;
  facts: string[];
  place: string;
  photo: string | null;
  href: string;
}
