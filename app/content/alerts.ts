/**
 * Saved searches with e-mail alerts (issue 44 item 3): the sign-up box on the lists, the pages its
 * links open (confirm, manage, unsubscribe) and the e-mails. The consent is worded for the UAE
 * Personal Data Protection Law (Federal Decree-Law No. 45 of 2021): what is stored, why, for how
 * long and how to withdraw. A change of its wording changes CONSENT_VERSION (features/alerts/schema.ts).
 */

export const ALERT_FORM_TEXTS = {
  heading: "Get an alert for this search",
  intro: "We e-mail you new listings and price drops that match the filters on this page.",
  emailLabel: "Your e-mail",
  emailPlaceholder: "name@example.com",
  frequencyLabel: "How often",
  frequencyOptions: [
    { value: "instant", label: "As soon as they appear" },
    { value: "daily", label: "Once a day" },
    { value: "weekly", label: "Once a week" },
  ],
  consentLabel: (brand: string): string =>
    `I agree that ${brand} keeps my e-mail address and this search to send me these property alerts, as explained below.`,
  privacyTitle: "How we use your data",
  privacyPoints: [
    "What we keep: your e-mail address, the filters of this search, the language and frequency you chose, and when you agreed.",
    "Why: only to send you the alerts you ask for here. We do not use it for other marketing and do not sell or share it; our e-mail provider handles it on our behalf.",
    "How long: until you unsubscribe. If you do not confirm within 7 days, the request is not used.",
    "Your choice: you can change or pause the alert, or withdraw your consent at any time with the link in every alert e-mail. You may also ask us to see, correct or delete your data.",
    "This follows the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021).",
  ],
  submit: "Alert me",
  busy: "Saving…",
  /** the list's box before the page is taken over (and without JavaScript): a link to the form's own page */
  openForm: "Set up this alert",
} as const;

export const ALERT_MESSAGES = {
  emailInvalid: "Enter a valid e-mail address, e.g. name@example.com.",
  frequencyInvalid: "Choose how often you want the alert.",
  consentRequired: "Tick the box to agree: we cannot send alerts without your consent.",
  summary: "Please correct the fields marked below.",
  rateLimited: "Too many requests from your connection. Please try again in a few minutes.",
  failure: "We could not save your alert. Please try again.",
  searchInvalid: "This search cannot be saved. Open a list of properties and try again from there.",
  /** the answer to a saved sign-up: nothing is sent until the link is followed */
  sent: (email: string): string =>
    `Almost done: we sent a link to ${email}. Open it to confirm the alert; until then we send nothing else.`,
} as const;

export const ALERT_PAGE_TEXTS = {
  sentTitle: "Check your inbox",
  sentBody: "We sent you an e-mail with a link to confirm your alert. Until you confirm it, we send nothing else.",
  formTitle: "Set up an alert",
  backToList: "Back to the listings",
  confirmTitle: "Confirm your alert",
  confirmIntro: "Confirm that you want e-mails about this search:",
  confirmButton: "Confirm my alert",
  confirmedTitle: "Your alert is on",
  confirmedBody: "We will e-mail you new listings and price drops that match this search.",
  manageTitle: "Your alert",
  manageIntro: "You are receiving e-mails about this search:",
  stateLabel: "Status",
  states: { pending: "Waiting for your confirmation", active: "On", paused: "Paused", unsubscribed: "Unsubscribed" },
  frequencyLabel: "How often",
  saveFrequency: "Save",
  frequencySaved: "Saved: the alert now comes at the frequency you chose.",
  pauseButton: "Pause the alert",
  resumeButton: "Resume the alert",
  paused: "The alert is paused: we send nothing until you resume it.",
  resumed: "The alert is on again.",
  unsubscribeButton: "Unsubscribe",
  manageLink: "Change or pause this alert",
  unsubscribeTitle: "Unsubscribe from this alert",
  unsubscribeIntro: "Stop e-mails about this search:",
  unsubscribedTitle: "You are unsubscribed",
  unsubscribedBody: "We will not send you any more e-mails about this search, and your consent is withdrawn.",
  invalidTitle: "This link does not work",
  invalidBody: "The link is incomplete or unknown. Use the link in your most recent alert e-mail.",
  goneTitle: "This alert has ended",
  goneBody: "This alert was unsubscribed or its confirmation link has expired. You can set up a new one from any list of properties.",
  viewSearch: "See the listings of this search",
} as const;

/** The search in words, e.g. "Properties for sale in Dubai Marina · Apartment · 2 bedrooms · AED 1,000,000 to AED 2,000,000". */
export const SEARCH_WORDS = {
  separator: " · ",
  anyPlace: "anywhere",
  priceFrom: (price: string): string => `from ${price}`,
  priceUpTo: (price: string): string => `up to ${price}`,
  priceBetween: (min: string, max: string): string => `${min} to ${max}`,
  sizeFrom: (size: string): string => `from ${size}`,
  sizeUpTo: (size: string): string => `up to ${size}`,
  bathsAtLeast: (n: number): string => (n === 1 ? "1 bathroom or more" : `${n} bathrooms or more`),
  chequesAtLeast: (n: number): string => (n === 1 ? "1 cheque or more" : `${n} cheques or more`),
  developer: (name: string): string => `by ${name}`,
  text: (text: string): string => `matching “${text}”`,
  mapArea: "in the map area you chose",
} as const;

export const ALERT_EMAIL_TEXTS = {
  confirmSubject: "Confirm your property alert",
  confirmGreeting: "Hello,",
  confirmBody: (search: string): string => `You asked us to e-mail you about this search: ${search}.`,
  confirmAction: "Confirm the alert with this link (nothing is sent before you do):",
  confirmIgnore: "If you did not ask for this, ignore this e-mail: we will not write to you again.",
  alertSubject: (newCount: number, dropCount: number): string =>
    [
      newCount ? `${newCount} new ${newCount === 1 ? "listing" : "listings"}` : "",
      dropCount ? `${dropCount} price ${dropCount === 1 ? "drop" : "drops"}` : "",
    ]
      .filter(Boolean)
      .join(" and ") + " for your search",
  alertIntro: (search: string): string => `New for your search: ${search}.`,
  newHeading: "New listings",
  dropHeading: "Price drops",
  wasPrice: (oldPrice: string, newPrice: string): string => `now ${newPrice} (was ${oldPrice})`,
  manageLine: "Change how often, pause or unsubscribe:",
  unsubscribeLine: "Unsubscribe in one click:",
  signature: (brand: string): string => `${brand} Real Estate`,
} as const;
