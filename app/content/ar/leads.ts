import type * as en from "../leads.ts";
import { countText, type Translation } from "#app/i18n/text.ts";

/**
 * The lead-capture forms in Arabic (twin of app/content/leads.ts): field messages, the phone picker,
 * the rate-limit notice, the no-JavaScript pages and the e-mails a visitor who wrote from an Arabic
 * page receives. Staff e-mails stay English (EMAIL_TEXTS' staff lines are translated here only so the
 * catalogue stays whole).
 */

/** Keeps a code, a number or an address left to right inside Arabic text (U+2066 … U+2069). */
const ltr = (text: string) => `\u2066${text}\u2069`;

const letters = (n: number) => countText({ one: "حرف واحد", two: "حرفين", few: "{n} أحرف", many: "{n} حرفًا", other: "{n} حرف" }, n, "ar");

export const FIELD_MESSAGES: Translation<typeof en.FIELD_MESSAGES> = {
  nameRequired: "يرجى إدخال اسمك.",
  nameTooShort: "يرجى إدخال اسمك بحرفين على الأقل.",
  nameTooLong: "يرجى اختصار اسمك إلى 120 حرفًا أو أقل.",
  emailRequired: "يرجى إدخال بريدك الإلكتروني.",
  emailInvalid: `يرجى إدخال بريد إلكتروني صحيح، مثل ${ltr("name@example.com")}.`,
  phoneRequired: "يرجى إدخال رقم هاتفك.",
  phoneInvalid: "يرجى إدخال رقم هاتف صحيح للدولة المختارة.",
  phoneTooLong: "يجب ألّا يتجاوز رقم الهاتف 15 رقمًا.",
  countryInvalid: "يرجى اختيار دولة من القائمة.",
  propertyRequired: "يرجى إدخال اسم المجتمع السكني أو البرج.",
  tooLong: (max: number) => `يرجى اختصار النص إلى ${letters(max)} أو أقل.`,
  tabInvalid: "يرجى اختيار نوع التقييم: بيع أو تأجير أو تجاري أو إيجار قصير الأمد.",
  choiceInvalid: "يرجى اختيار أحد الخيارات من القائمة.",
  sizeInvalid: (min: number, max: number) =>
    `يرجى إدخال المساحة بالقدم المربع رقمًا صحيحًا بين ${min.toLocaleString("en-US")} و${max.toLocaleString("en-US")}.`,
};

export const RATE_LIMITED_MESSAGE: Translation<typeof en.RATE_LIMITED_MESSAGE> =
  "أرسلت عدة طلبات خلال وقت قصير. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى، أو الاتصال بنا.";

export const FORM_ERROR_SUMMARY: Translation<typeof en.FORM_ERROR_SUMMARY> = "يرجى مراجعة الحقول المشار إليها.";
export const SENDING_LABEL: Translation<typeof en.SENDING_LABEL> = "جارٍ الإرسال…";

export const PHONE_PICKER_TEXTS: Translation<typeof en.PHONE_PICKER_TEXTS> = {
  countryButton: (country: string, dial: string) => `الدولة: ${country} (${ltr(dial)}). تغيير الدولة`,
  searchLabel: "ابحث عن دولة",
  searchPlaceholder: "ابحث باسم الدولة أو رمزها",
  noResults: "لم نعثر على أي دولة",
  listLabel: "الدول",
};

export const HONEYPOT_LABEL: Translation<typeof en.HONEYPOT_LABEL> = "اترك هذا الحقل فارغًا";

export const CHOICE_LABELS: Translation<typeof en.CHOICE_LABELS> = {
  category: {
    "Residential Sales": "بيع العقارات السكنية",
    "Off Plan & Investment": "المشاريع على الخارطة والاستثمار",
    "Residential Leasing": "تأجير العقارات السكنية",
    "Holiday & Short Term Rental": "بيوت العطلات والإيجار قصير الأمد",
    "Property Management": "إدارة العقارات",
    Marketing: "التسويق",
    Partnerships: "الشراكات",
    Others: "أخرى",
  },
  tab: { Sales: "بيع", Lettings: "تأجير", Commercial: "تجاري", "Short-term rentals": "إيجار قصير الأمد" },
  propertyType: {
    Apartment: "شقة",
    Villa: "فيلا",
    Townhouse: "تاون هاوس",
    Penthouse: "بنتهاوس",
    Office: "مكتب",
    Retail: "محل تجاري",
    Warehouse: "مستودع",
    Land: "أرض",
  },
  time: {
    "Weekday morning": "صباح أيام الأسبوع",
    "Weekday afternoon": "بعد ظهر أيام الأسبوع",
    "Weekday evening": "مساء أيام الأسبوع",
    Weekend: "عطلة نهاية الأسبوع",
  },
};

export const ENQUIRY_MODAL_TEXTS: Translation<typeof en.ENQUIRY_MODAL_TEXTS> = {
  titleAbout: (reference: string) => `استفسار عن ${ltr(reference)}`,
  intro: "أخبرنا بما تبحث عنه وسيتواصل معك المستشار المناسب.",
  referenceLabel: "الرقم المرجعي",
};

export const GUIDE_FORM_TEXTS: Translation<typeof en.GUIDE_FORM_TEXTS> = {
  heading: "احصل على نسختك المجانية من الدليل",
  intro: "اترك بياناتك وسيرسل لك أحد مستشارينا الدليل ويجيب عن أسئلتك.",
  nameLabel: "الاسم الكامل",
  emailLabel: "البريد الإلكتروني",
  phoneLabel: "رقم الهاتف",
  messageLabel: "الرسالة (اختياري)",
  submit: "اطلب الدليل",
  readNow: "اقرأ الدليل الآن",
};

export const NEWSLETTER_TEXTS: Translation<typeof en.NEWSLETTER_TEXTS> = {
  label: "البريد الإلكتروني",
  invalid: "يرجى إدخال بريد إلكتروني صحيح.",
};

export const CORRECTION_PAGE_TEXTS: Translation<typeof en.CORRECTION_PAGE_TEXTS> = {
  enquiry: { title: "استفسار عام", intro: "يرجى مراجعة بياناتك وإرسال الاستفسار مرة أخرى." },
  guide: { title: "اطلب دليل الاستثمار", intro: "يرجى مراجعة بياناتك وإرسال الطلب مرة أخرى." },
  valuation: { title: "اطلب تقييمًا مجانيًا لعقارك بزيارة ميدانية", intro: "يرجى مراجعة بياناتك وإرسالها مرة أخرى." },
  newsletter: { title: "اشترك في نشرتنا الإخبارية", intro: "يرجى مراجعة بريدك الإلكتروني ثم الاشتراك مرة أخرى." },
  backLink: "العودة إلى الصفحة السابقة",
};

export const EMAIL_TEXTS: Translation<typeof en.EMAIL_TEXTS> = {
  agentSubjectPrefix: "مُسند إليك: ",
  agentOpenLead: (url: string) => `افتح العميل المحتمل في لوحة الإدارة: ${url}`,
  assignedSubject: (id: number, summary: string) => `أُسند إليك العميل المحتمل رقم ${id}: ${summary}`,
  assignedBody: (by: string, url: string) => `أسند إليك ${by} هذا العميل المحتمل.\n\nافتحه في لوحة الإدارة: ${url}\n`,
  agencySubject: {
    enquiry: "استفسار جديد",
    guide: "طلب دليل الاستثمار",
    valuation: "طلب تقييم عقار",
    newsletter: "مشترك جديد في النشرة الإخبارية",
  },
  visitorSubject: {
    enquiry: "تلقّينا استفسارك",
    guide: "طلبك لدليل الاستثمار العقاري في دبي",
    valuation: "طلبك لتقييم عقارك",
    newsletter: "تم اشتراكك في نشرتنا الإخبارية",
  },
  agencyIntro: "وصل عميل محتمل جديد عبر الموقع. ردّ على هذه الرسالة للتواصل مع الزائر مباشرةً.",
  visitorGreeting: (name: string) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
  visitorBody: {
    enquiry: "شكرًا لتواصلك معنا. سيتصل بك المستشار المختص قريبًا، عادةً خلال يوم عمل واحد.",
    guide: "شكرًا لطلبك دليلنا للاستثمار العقاري في دبي. سيتواصل معك أحد مستشارينا قريبًا.",
    valuation: "شكرًا لطلبك تقييمًا مجانيًا لعقارك بزيارة ميدانية. سيتواصل معك أحد مستشارينا لترتيب موعد يناسبك للزيارة.",
    newsletter: "شكرًا لاشتراكك. ستصلك أحدث العقارات المعروضة وتقارير السوق ورؤى الاستثمار من دبي.",
  },
  guideLink: (url: string) => `يمكنك قراءة الدليل الآن وحفظه بصيغة PDF من متصفحك: ${url}`,
  visitorSignature: (brand: string) => `مع أطيب التحيات،\n${brand} العقارية`,
  visitorFooter: "وصلتك هذه الرسالة لأن عنوان بريدك الإلكتروني أُدخل في موقعنا. إن لم تكن أنت من أدخله، فيُرجى تجاهلها.",
};

export const CONTACT_CHANNELS: Translation<typeof en.CONTACT_CHANNELS> = {
  heading: "طرق أخرى للتواصل معنا",
  call: "اتصل بنا",
  email: "راسلنا",
  whatsapp: "واتساب",
  whatsappAction: "تحدّث معنا عبر واتساب",
  whatsappGreeting: (brand: string) => `مرحبًا ${brand}، أحتاج إلى مساعدة بخصوص عقار.`,
  office: "زُر مكتبنا",
  hours: "من الأحد إلى الجمعة، من 9 صباحًا حتى 7 مساءً",
  inlineFormHeading: "أرسل لنا استفسارك",
  metaDescription:
    "تحدّث إلى أحد مستشارينا عن شراء العقارات أو بيعها أو استئجارها أو الاستثمار فيها في دبي. اتصل بنا أو راسلنا بالبريد الإلكتروني أو عبر واتساب، أو أرسل لنا استفسارك.",
};

export const VALUATION_PAGE_TEXTS: Translation<typeof en.VALUATION_PAGE_TEXTS> = {
  eyebrow: "تقييم مجاني",
  metaDescription: "احجز تقييمًا مجانيًا بزيارة ميدانية لعقارك في دبي، سواء كان للبيع أو للتأجير أو عقارًا تجاريًا أو للإيجار قصير الأمد.",
  points: [
    "يزورك مستشار معتمد من مؤسسة التنظيم العقاري (RERA) في الوقت الذي يناسبك",
    "تقييم مكتوب مبني على أحدث الصفقات المسجلة في مبناك",
    "نصائح حول التسعير وطريقة عرض العقار وأفضل توقيت لطرحه في السوق",
  ],
};

export const VALUATION_CTA_TEXTS: Translation<typeof en.VALUATION_CTA_TEXTS> = {
  eyebrow: "للملاك والمؤجرين",
  heading: "اعرض عقارك لدينا",
  text: "هل تفكر في بيع عقارك أو تأجيره في دبي؟ احجز تقييمًا مجانيًا بزيارة ميدانية: يزورك مستشار يعرف منطقتك جيدًا، ويحدد سعر عقارك استنادًا إلى أحدث الصفقات، ثم يسوّقه للمشترين والمستأجرين الجادين.",
  primary: "احجز تقييمًا مجانيًا",
  secondary: "كيف نقيّم العقارات",
};

export const LIST_FILL_TILE_TEXTS: Translation<typeof en.LIST_FILL_TILE_TEXTS> = {
  heading: "لم تجد ما تبحث عنه؟",
  text: "أخبرنا بالمنطقة والميزانية والمساحة التي تريدها، وسيرسل لك أحد مستشارينا عقارات تناسبك، ومنها عقارات لم تُعرض على الإنترنت بعد.",
  button: "أخبرنا بما تحتاج",
};
