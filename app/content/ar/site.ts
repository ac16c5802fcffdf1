/**
 * Arabic twin of ../site.ts (issue 43): navigation, home, contact and staff texts, list headings
 * and labels, list states and messages, in the register of a UAE property agency. Same exports in
 * the same shape; paths (`to`) and option values are the English ones.
 */
import type * as en from "../site.ts";
import type { Translation } from "#app/i18n/text.ts";
import { countText } from "#app/i18n/text.ts";
import { fillTokens, withBrand } from "../brand.ts";

/** Keeps a phone number left to right inside Arabic text (format.ts's `ltr`). */
const ltr = (text: string): string => `\u2066${text}\u2069`;

/* ------------------------------------------------------------------ */
/* Navigation                                                          */
/* ------------------------------------------------------------------ */

export const HEADER_LINKS: Translation<typeof en.HEADER_LINKS> = [
  { label: "الرئيسية", to: "/" },
  { label: "شراء", to: "/properties/buy" },
  { label: "إيجار", to: "/properties/rent" },
  { label: "على الخارطة", to: "/off-plan-properties" },
  { label: "المدونة", to: "/blogs" },
  { label: "تواصل معنا", to: "/contact" },
];

export const GUIDES_MENU_LABEL: Translation<typeof en.GUIDES_MENU_LABEL> = "الأدلة";

export const GUIDES_MENU: Translation<typeof en.GUIDES_MENU> = [
  { label: "دليل المشتري", to: "/guides/buyers-guide" },
  { label: "دليل البائع", to: "/guides/sellers-guide" },
  { label: "دليل المستأجر", to: "/guides/tenants-guide" },
  { label: "دليل المالك", to: "/guides/landlords-guide" },
  { label: "دليل العقارات التجارية", to: "/guides/commercial-guide" },
];

export const EXPLORE_MENU_LABEL: Translation<typeof en.EXPLORE_MENU_LABEL> = "استكشف";

export const EXPLORE_MENU: Translation<typeof en.EXPLORE_MENU> = [
  {
    heading: "العقارات",
    links: [
      { label: "عقارات تجارية للبيع", to: "/commercial-properties/buy" },
      { label: "عقارات تجارية للإيجار", to: "/commercial-properties/rent" },
      { label: "مشاريع جديدة", to: "/new-projects" },
    ],
  },
  {
    heading: "الدليل العقاري",
    links: [
      { label: "المناطق", to: "/areas" },
      { label: "المطورون", to: "/developers" },
    ],
  },
];

export const MORE_MENU_LABEL: Translation<typeof en.MORE_MENU_LABEL> = "المزيد";

export const MORE_MENU: Translation<typeof en.MORE_MENU> = [
  {
    heading: "من نحن",
    links: [
      { label: "قصتنا", to: "/about/our-story" },
      { label: "لماذا تختارنا", to: "/about/why-choose-us" },
      { label: "فريق العمل", to: "/about/staff" },
    ],
  },
  {
    heading: "أدوات وخدمات",
    links: [
      { label: "تقييم العقار", to: "/resources/property-valuation" },
      { label: "حاسبة العائد الإيجاري", to: "/resources/rental-yield-calculator" },
      { label: "حاسبة التمويل العقاري", to: "/resources/mortgage-calculator" },
      { label: "دليل الاستثمار", to: "/investment-guide" },
    ],
  },
];

export const HEADER_TEXTS: Translation<typeof en.HEADER_TEXTS> = {
  whatsappLabel: "تحدّث معنا عبر واتساب",
  openMenuLabel: "فتح القائمة",
  closeMenuLabel: "إغلاق القائمة",
  homeLinkLabel: "الصفحة الرئيسية لـ {brand}",
  skipToContent: "انتقل إلى المحتوى الرئيسي",
};

export const FOOTER_COLUMNS: Translation<typeof en.FOOTER_COLUMNS> = [
  {
    heading: "روابط سريعة",
    links: [
      { label: "عقارات للبيع", to: "/properties/buy" },
      { label: "عقارات للإيجار", to: "/properties/rent" },
      { label: "عقارات على الخارطة", to: "/off-plan-properties" },
      { label: "مشاريع جديدة", to: "/new-projects" },
      { label: "عقارات تجارية للبيع", to: "/commercial-properties/buy" },
      { label: "عقارات تجارية للإيجار", to: "/commercial-properties/rent" },
    ],
  },
  {
    heading: "استكشف",
    links: [
      { label: "المناطق", to: "/areas" },
      { label: "المطورون", to: "/developers" },
      { label: "أدلة العقارات", to: "/guides/buyers-guide" },
      { label: "المدونة", to: "/blogs" },
      { label: "قصتنا", to: "/about/our-story" },
      { label: "تواصل معنا", to: "/contact" },
    ],
  },
];

export const FOOTER_TEXTS: Translation<typeof en.FOOTER_TEXTS> = {
  newsletterHeading: "اشترك في نشرتنا الإخبارية",
  newsletterText: "أحدث العقارات وتقارير السوق ونصائح الاستثمار في دبي، تصلك مباشرةً إلى بريدك الإلكتروني.",
  newsletterPlaceholder: "بريدك الإلكتروني",
  newsletterButton: "اشترك",
  newsletterSuccess: "شكرًا لاشتراكك!",
  followUs: "تابعنا",
  ornTemplate: "رقم تسجيل المكتب لدى RERA: {orn}",
  copyrightTemplate: "© {year} {brand}. جميع الحقوق محفوظة.",
};

/* ------------------------------------------------------------------ */
/* Home page                                                           */
/* ------------------------------------------------------------------ */

const HOME_HEADLINE_TEMPLATE = "أهلًا بكم في {brand} العقارية";
export const HOME_SUBHEADING: Translation<typeof en.HOME_SUBHEADING> = "اعثر على منزلك في الإمارات";
export const REGISTER_NOW: Translation<typeof en.REGISTER_NOW> = "سجّل الآن";
const SEARCH_PLACEHOLDER = "المدينة أو المبنى أو المجتمع السكني";
export const EXPLORE_AREAS: Translation<typeof en.EXPLORE_AREAS> = "استكشف المناطق";
export const TOP_DEVELOPERS: Translation<typeof en.TOP_DEVELOPERS> = "أبرز المطورين";
export const NEWS_AND_INSIGHTS: Translation<typeof en.NEWS_AND_INSIGHTS> = "أخبار ورؤى عقارية";
const WHY_CHOOSE_TEMPLATE = "لماذا تختار {brand}؟";
export const VIEW_ALL: Translation<typeof en.VIEW_ALL> = "عرض الكل";

export const HOME_TEXTS: Translation<typeof en.HOME_TEXTS> = {
  headline: HOME_HEADLINE_TEMPLATE,
  subheading: HOME_SUBHEADING,
  registerNow: REGISTER_NOW,
  searchPlaceholder: SEARCH_PLACEHOLDER,
  searchButton: "بحث",
  exploreAreas: EXPLORE_AREAS,
  topDevelopers: TOP_DEVELOPERS,
  newsAndInsights: NEWS_AND_INSIGHTS,
  whyChoose: WHY_CHOOSE_TEMPLATE,
  viewAll: VIEW_ALL,
};

export function homeHeadline(brand: string): string {
  return withBrand(HOME_HEADLINE_TEMPLATE, brand);
}

export function whyChooseHeading(brand: string): string {
  return withBrand(WHY_CHOOSE_TEMPLATE, brand);
}

export const SEARCH_METHOD_OPTIONS: Translation<typeof en.SEARCH_METHOD_OPTIONS> = [
  { value: "buy", label: "شراء" },
  { value: "rent", label: "إيجار" },
];

export const SEARCH_TYPE_OPTIONS: Translation<typeof en.SEARCH_TYPE_OPTIONS> = [
  { value: "residential", label: "سكني" },
  { value: "commercial", label: "تجاري" },
  { value: "off-plan", label: "على الخارطة" },
];

/* ------------------------------------------------------------------ */
/* Contact page and enquiry modal                                      */
/* ------------------------------------------------------------------ */

export const CONTACT_TEXTS: Translation<typeof en.CONTACT_TEXTS> = {
  title: "تواصل معنا",
  heading: "نحن هنا لمساعدتك",
  text: "سواء كنت تشتري أو تبيع أو تستأجر أو تستثمر، فمستشارونا العقاريون جاهزون للإجابة عن جميع أسئلتك. أخبرنا بما تبحث عنه وسيتواصل معك المختص المناسب.",
  button: "تواصل معنا",
};

export const ENQUIRY_FORM_TEXTS: Translation<typeof en.ENQUIRY_FORM_TEXTS> = {
  title: "استفسار عام",
  nameLabel: "الاسم",
  emailLabel: "البريد الإلكتروني",
  phoneLabel: "رقم الهاتف",
  categoryLabel: "نوع الاستفسار",
  categoryPlaceholder: "اختر نوع الاستفسار",
  messageLabel: "الرسالة (اختياري)",
  submit: "إرسال",
  close: "إغلاق",
};

/* ------------------------------------------------------------------ */
/* Staff page                                                          */
/* ------------------------------------------------------------------ */

export const STAFF_TEXTS: Translation<typeof en.STAFF_TEXTS> = {
  heading: "فريق العمل",
  intro:
    "تعرّف على فريق {brand}: مستشارون ومتخصصون وفريق دعم يعرفون مجتمعات دبي السكنية عن قرب. للتحدث إلى فريق خدمة العملاء، اتصل بنا على {phone}.",
  button: "ابحث عن مستشار",
  buttonTo: "/contact",
  brnLabel: "رقم تسجيل الوسيط",
};

export function staffIntro(brand: string, phone: string): string {
  return fillTokens(STAFF_TEXTS.intro, { brand, phone: ltr(phone) });
}

/* ------------------------------------------------------------------ */
/* List headings, buttons and labels                                   */
/* ------------------------------------------------------------------ */

export const CONTINUE_READING: Translation<typeof en.CONTINUE_READING> = "تابع القراءة";
export const SALE_LIST_HEADING: Translation<typeof en.SALE_LIST_HEADING> = "عقارات للبيع في دبي";
export const RENT_LIST_HEADING: Translation<typeof en.RENT_LIST_HEADING> = "عقارات للإيجار في دبي";
export const OFF_PLAN_LIST_HEADING: Translation<typeof en.OFF_PLAN_LIST_HEADING> = "عقارات على الخارطة للبيع في دبي";
export const NEW_PROJECTS_HEADING: Translation<typeof en.NEW_PROJECTS_HEADING> = "مشاريع جديدة في دبي";
export const ALL_AREAS_HEADING: Translation<typeof en.ALL_AREAS_HEADING> = "جميع المناطق";
export const ALL_DEVELOPERS_HEADING: Translation<typeof en.ALL_DEVELOPERS_HEADING> = "جميع المطورين";
const PAGE_OF_TEMPLATE = "الصفحة {page} من {total}";
const PAGE_TEMPLATE = "الصفحة {page}";
export const PREVIOUS: Translation<typeof en.PREVIOUS> = "السابق";
export const NEXT: Translation<typeof en.NEXT> = "التالي";
export const RETRY: Translation<typeof en.RETRY> = "إعادة المحاولة";
export const UPDATE: Translation<typeof en.UPDATE> = "تحديث";
export const RESET: Translation<typeof en.RESET> = "إعادة ضبط";
export const SEARCH: Translation<typeof en.SEARCH> = "بحث";
export const CALL: Translation<typeof en.CALL> = "اتصال";
export const EMAIL: Translation<typeof en.EMAIL> = "البريد الإلكتروني";
export const PRICES_FROM: Translation<typeof en.PRICES_FROM> = "الأسعار تبدأ من";
export const STUDIO: Translation<typeof en.STUDIO> = "استوديو";

export const FILTER_PLACEHOLDERS: Translation<typeof en.FILTER_PLACEHOLDERS> = {
  title: "ابحث بالاسم أو المجتمع السكني أو المبنى",
  propertyType: "نوع العقار",
  minPrice: "أدنى سعر",
  maxPrice: "أعلى سعر",
  developer: "المطور",
  rooms: "غرف النوم",
  projectName: "اسم المشروع",
};

export const LOCATION_TEXTS: Translation<typeof en.LOCATION_TEXTS> = {
  label: "الموقع",
  placeholder: "المنطقة أو المجتمع السكني أو المبنى",
  chosen: "المواقع المختارة (ألغِ التحديد للإزالة)",
  suggestions: "المواقع",
  noMatch: "لا يوجد موقع مطابق؛ سنبحث عن النص كما كتبته",
  searching: "جارٍ البحث…",
  kinds: { area: "منطقة", community: "مجتمع سكني", building: "مبنى" },
  forSale: "{n} للبيع",
  toRent: "{n} للإيجار",
  projects: "{n} على الخارطة",
  remove: "إزالة {name}",
};

export const SORT_OPTIONS: Translation<typeof en.SORT_OPTIONS> = [
  { value: "newest", label: "الأحدث" },
  { value: "price_asc", label: "السعر (من الأقل إلى الأعلى)" },
  { value: "price_desc", label: "السعر (من الأعلى إلى الأقل)" },
];

export const DETAIL_LABELS: Translation<typeof en.DETAIL_LABELS> = {
  price: "السعر",
  propertyType: "نوع العقار",
  community: "المجتمع السكني",
  area: "المنطقة",
  region: "الإمارة",
  developer: "المطور",
  agent: "الوسيط العقاري",
  completionStatus: "حالة الإنجاز",
  buildYear: "سنة البناء",
  size: "المساحة",
  bedrooms: "غرف النوم",
  furniture: "التأثيث",
  bathrooms: "الحمّامات",
  parking: "مواقف السيارات",
  floor: "الطابق",
  deposit: "مبلغ التأمين",
  description: "الوصف",
  houseTypes: "أنواع الوحدات",
  handover: "موعد التسليم",
  floorPlans: "المخططات",
  paymentPlan: "خطة الدفع",
  firstInstallment: "الدفعة الأولى",
  underConstruction: "خلال الإنشاء",
  onHandover: "عند التسليم",
  postHandover: "بعد التسليم",
  referenceNumber: "الرقم المرجعي",
  pricePerSqft: "سعر القدم المربع",
  amenities: "المرافق والخدمات",
  permitNumber: "رقم تصريح دائرة الأراضي والأملاك",
  details: "التفاصيل",
};

/** «لا توجد نتائج», «نتيجة واحدة», «نتيجتان», «3 نتائج», «11 نتيجة», «1,234 نتيجة» */
export function resultsText(n: number): string {
  return countText(
    { zero: "لا توجد نتائج", one: "نتيجة واحدة", two: "نتيجتان", few: "{n} نتائج", many: "{n} نتيجة", other: "{n} نتيجة" },
    n,
    "ar",
  );
}

/** «الصفحة 2 من 10» */
export function pageOfText(page: number, total: number): string {
  return fillTokens(PAGE_OF_TEMPLATE, { page, total });
}

/** «الصفحة 2» */
export function pageText(page: number): string {
  return fillTokens(PAGE_TEMPLATE, { page });
}

/* ------------------------------------------------------------------ */
/* List states and messages (site spec §4 and §8)                      */
/* ------------------------------------------------------------------ */

export const LOADING: Translation<typeof en.LOADING> = "جارٍ التحميل…";
export const LOADING_AREAS: Translation<typeof en.LOADING_AREAS> = "جارٍ تحميل المناطق…";
export const LOADING_DEVELOPERS: Translation<typeof en.LOADING_DEVELOPERS> = "جارٍ تحميل المطورين…";
export const NO_AREAS: Translation<typeof en.NO_AREAS> = "لا توجد مناطق متاحة";
export const NO_DEVELOPERS: Translation<typeof en.NO_DEVELOPERS> = "لا يوجد مطورون متاحون";
export const FAILED_FETCH_AREAS: Translation<typeof en.FAILED_FETCH_AREAS> = "تعذّر تحميل المناطق";
export const COULD_NOT_GET_PROPERTY_TYPES: Translation<typeof en.COULD_NOT_GET_PROPERTY_TYPES> = "تعذّر تحميل أنواع العقارات!";
export const FAILED_FETCH_DEVELOPERS: Translation<typeof en.FAILED_FETCH_DEVELOPERS> = "تعذّر تحميل المطورين";
export const COULD_NOT_FETCH_DATA: Translation<typeof en.COULD_NOT_FETCH_DATA> = "تعذّر تحميل البيانات!";
export const ERROR_FETCHING_DATA: Translation<typeof en.ERROR_FETCHING_DATA> = "حدث خطأ أثناء تحميل البيانات";
export const NO_BIO: Translation<typeof en.NO_BIO> = "لا توجد نبذة متاحة";
export const GUIDE_FORM_SUCCESS: Translation<typeof en.GUIDE_FORM_SUCCESS> = "شكرًا لك! سنتواصل معك قريبًا.";
export const GUIDE_FORM_FAILURE: Translation<typeof en.GUIDE_FORM_FAILURE> = "حدث خطأ. يرجى المحاولة مرة أخرى لاحقًا.";
export const VALUATION_SUCCESS: Translation<typeof en.VALUATION_SUCCESS> = "تم إرسال بياناتك بنجاح! سنتواصل معك قريبًا.";
export const VALUATION_FAILURE: Translation<typeof en.VALUATION_FAILURE> = "حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.";
export const FIELD_REQUIRED: Translation<typeof en.FIELD_REQUIRED> = "هذا الحقل مطلوب";
const ROUTER_ERROR_TITLE = "حدث خطأ غير متوقع!";

export const ENQUIRY_SUCCESS: Translation<typeof en.ENQUIRY_SUCCESS> = GUIDE_FORM_SUCCESS;
export const FORM_FAILURE: Translation<typeof en.FORM_FAILURE> = GUIDE_FORM_FAILURE;
export const NO_PROPERTIES: Translation<typeof en.NO_PROPERTIES> = "لا توجد عقارات تطابق بحثك. جرّب تعديل الفلاتر أو مسحها.";
export const NO_PROJECTS: Translation<typeof en.NO_PROJECTS> = "لا توجد مشاريع تطابق بحثك. جرّب تعديل الفلاتر أو مسحها.";
export const NO_STAFF: Translation<typeof en.NO_STAFF> = "لا يوجد أعضاء في الفريق لعرضهم حاليًا.";

/** The 404 and error pages in Arabic. `{status}`: the HTTP status. */
export const ERROR_PAGE_TEXTS: Translation<typeof en.ERROR_PAGE_TEXTS> = {
  errorTitle: ROUTER_ERROR_TITLE,
  notFoundTitle: "لم نعثر على هذه الصفحة",
  notFoundDocumentTitle: "الصفحة غير موجودة",
  eyebrow: "خطأ {status}",
  notFoundText: "ربما نُقلت الصفحة التي تبحث عنها، أو بيع العقار، أو أنها لم تكن موجودة أصلًا. يمكنك متابعة التصفح من هنا:",
  errorText: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى بعد قليل، أو متابعة التصفح:",
  refusedTitle: "تعذّرت معالجة هذا الطلب",
  refusedText: "تحقّق من العنوان أو من بيانات النموذج وحاول مرة أخرى، أو تابع التصفح:",
  linksLabel: "روابط مفيدة",
  homeLink: "العودة إلى الرئيسية",
  links: [
    { to: "/properties/buy", label: "عقارات للبيع" },
    { to: "/properties/rent", label: "عقارات للإيجار" },
    { to: "/off-plan-properties", label: "مشاريع على الخارطة" },
    { to: "/contact", label: "تواصل معنا" },
  ],
};
