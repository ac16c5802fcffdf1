/**
 * Copy of the lead-capture forms that the spec leaves open: field messages,
 * the phone picker, the rate-limit notice, the no-JavaScript pages and the
 * notification e-mails. The spec's own strings live in site.ts/resources.ts.
 */
export const FIELD_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameTooShort: "Please enter your name with at least 2 letters.",
  nameTooLong: "Please shorten your name to 120 characters or fewer.",
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
  phoneRequired: "Please enter your phone number.",
  phoneInvalid: "Please enter a valid phone number for the selected country.",
  phoneTooLong: "A phone number has at most 15 digits.",
  countryInvalid: "Please choose a country from the list.",
  propertyRequired: "Please enter the community or tower name.",
  tooLong: (max: number) => `Please shorten this to ${max} characters or fewer.`,
  tabInvalid: "Please choose Sales, Lettings, Commercial or Short-term rentals.",
  choiceInvalid: "Please choose one of the options in the list.",
  sizeInvalid: (min: number, max: number) =>
    `Please enter the size in square feet as a whole number between ${min.toLocaleString("en-US")} and ${max.toLocaleString("en-US")}.`,
} as const;

/** Shown with HTTP 429 when one address sends too many forms in a short time. */
export const RATE_LIMITED_MESSAGE = "You have sent several requests in a short time. Please wait a few minutes and try again, or call us.";

export const FORM_ERROR_SUMMARY = "Please check the highlighted fields.";
export const SENDING_LABEL = "Sending…";

export const PHONE_PICKER_TEXTS = {
  countryButton: (country: string, dial: string) => `Country: ${country} (${dial}). Change country`,
  searchLabel: "Search countries",
  searchPlaceholder: "Search country or code",
  noResults: "No countries found",
  listLabel: "Countries",
} as const;

export const HONEYPOT_LABEL = "Leave this field empty";

/**
 * What each stored choice of the lead forms (app/features/leads/options.ts) is called on the page: the
 * keys are the values a form posts and the lead keeps; the English edition shows the value itself.
 */
export const CHOICE_LABELS = {
  category: {
    "Residential Sales": "Residential Sales",
    "Off Plan & Investment": "Off Plan & Investment",
    "Residential Leasing": "Residential Leasing",
    "Holiday & Short Term Rental": "Holiday & Short Term Rental",
    "Property Management": "Property Management",
    Marketing: "Marketing",
    Partnerships: "Partnerships",
    Others: "Others",
  },
  tab: { Sales: "Sales", Lettings: "Lettings", Commercial: "Commercial", "Short-term rentals": "Short-term rentals" },
  propertyType: {
    Apartment: "Apartment",
    Villa: "Villa",
    Townhouse: "Townhouse",
    Penthouse: "Penthouse",
    Office: "Office",
    Retail: "Retail",
    Warehouse: "Warehouse",
    Land: "Land",
  },
  time: {
    "Weekday morning": "Weekday morning",
    "Weekday afternoon": "Weekday afternoon",
    "Weekday evening": "Weekday evening",
    Weekend: "Weekend",
  },
} as const;

export const ENQUIRY_MODAL_TEXTS = {
  /** the dialog's title when it is about one listing or project; otherwise the spec's 'General Enquiry' */
  titleAbout: (reference: string) => `Enquire about ${reference}`,
  intro: "Tell us what you're looking for and the right consultant will get back to you.",
  referenceLabel: "Reference",
} as const;

export const GUIDE_FORM_TEXTS = {
  heading: "Get your free copy of the guide",
  intro: "Leave your details and a consultant will send you the guide and answer your questions.",
  nameLabel: "Full name",
  emailLabel: "Email",
  phoneLabel: "Phone",
  messageLabel: "Message (optional)",
  submit: "Request the guide",
  /** shown with the success message: the guide itself, at once */
  readNow: "Read the guide now",
} as const;

export const NEWSLETTER_TEXTS = {
  label: "E-mail address",
  invalid: "Please enter a valid e-mail address.",
} as const;

/** Titles of /leads/:kind, the page a form without JavaScript lands on when it needs correcting. */
export const CORRECTION_PAGE_TEXTS = {
  enquiry: { title: "General Enquiry", intro: "Please check your details and send the enquiry again." },
  guide: { title: "Request the investment guide", intro: "Please check your details and send the request again." },
  valuation: { title: "Request a Free In-Person Property Valuation", intro: "Please check your details and submit them again." },
  newsletter: { title: "Subscribe to our newsletter", intro: "Please check your e-mail address and subscribe again." },
  backLink: "Back to the previous page",
} as const;

/** Plain-text e-mails: submitted text is never rendered as HTML. */
export const EMAIL_TEXTS = {
  /** the assigned agent's copy of the agency notification */
  agentSubjectPrefix: "Assigned to you: ",
  agentOpenLead: (url: string) => `Open the lead in the back office: ${url}`,
  /** a lead an admin assigns on the desk */
  assignedSubject: (id: number, summary: string) => `Lead ${id} assigned to you: ${summary}`,
  assignedBody: (by: string, url: string) => `${by} assigned you this lead.\n\nOpen it in the back office: ${url}\n`,
  agencySubject: {
    enquiry: "New enquiry",
    guide: "Investment guide request",
    valuation: "Valuation request",
    newsletter: "New newsletter subscriber",
  },
  visitorSubject: {
    enquiry: "We have received your enquiry",
    guide: "Your Dubai investment guide request",
    valuation: "Your property valuation request",
    newsletter: "You're subscribed",
  },
  agencyIntro: "A new lead arrived through the website. Reply to this e-mail to answer the visitor directly.",
  visitorGreeting: (name: string) => (name ? `Dear ${name},` : "Hello,"),
  visitorBody: {
    enquiry: "Thank you for your enquiry. The right consultant will contact you shortly, usually within one working day.",
    guide: "Thank you for requesting our Dubai real estate investment guide. A consultant will contact you soon.",
    valuation:
      "Thank you for requesting a free in-person property valuation. A consultant will contact you to arrange a convenient time for the visit.",
    newsletter: "Thank you for subscribing. You'll receive new listings, market reports and investment insights from Dubai.",
  },
  /** the guide request's acknowledgement delivers the guide */
  guideLink: (url: string) => `You can read the guide now, and keep it as a PDF from your browser: ${url}`,
  visitorSignature: (brand: string) => `Kind regards,\n${brand} Real Estate`,
  visitorFooter: "You receive this e-mail because this address was entered on our website. If that wasn't you, please ignore it.",
} as const;

/** The contact page's ways to reach the agency, beside the enquiry form. */
export const CONTACT_CHANNELS = {
  heading: "Other ways to reach us",
  call: "Call us",
  email: "Email us",
  whatsapp: "WhatsApp",
  whatsappAction: "Chat on WhatsApp",
  whatsappGreeting: (brand: string) => `Hello ${brand}, I'd like some help with a property.`,
  office: "Visit our office",
  hours: "Sunday to Friday, 9:00 to 19:00",
  inlineFormHeading: "Send us your enquiry",
  metaDescription:
    "Speak to a consultant about buying, selling, renting or investing in Dubai. Call, e-mail, WhatsApp or send us an enquiry.",
} as const;

export const VALUATION_PAGE_TEXTS = {
  eyebrow: "Free valuation",
  metaDescription: "Book a free in-person valuation of your Dubai property for sale, letting, commercial or short-term rental.",
  points: [
    "A RERA-certified consultant visits at a time that suits you",
    "A written valuation based on recent transactions in your building",
    "Advice on pricing, presentation and the best time to list",
  ],
} as const;

/** The "List your property with us" band (home, contact, sellers' and landlords' guides) that leads to the valuation form. */
export const VALUATION_CTA_TEXTS = {
  eyebrow: "Owners and landlords",
  heading: "List your property with us",
  text: "Selling or letting in Dubai? Book a free in-person valuation: a consultant who knows your community visits, prices your home against recent transactions and markets it to qualified buyers and tenants.",
  primary: "Book a free valuation",
  secondary: "How our valuations work",
} as const;

/** The tile that fills the last row of a result grid (issue 41: no orphan card), inviting an enquiry. */
export const LIST_FILL_TILE_TEXTS = {
  heading: "Not quite what you're looking for?",
  text: "Tell us the area, budget and size you want: a consultant will send you matching homes, including ones not yet online.",
  button: "Tell us what you need",
} as const;
