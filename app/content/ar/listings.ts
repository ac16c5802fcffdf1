/**
 * Arabic twin of ../listings.ts (issue 43): the sale, rent and commercial list and detail pages, in
 * the words of a UAE property portal. Same exports in the same shape; option values are the English
 * ones. The headings, labels and counts site.ts holds come from its Arabic twin (./site.ts).
 */
import type * as en from "../listings.ts";
import { countText, type Translation } from "#app/i18n/text.ts";
import { RENT_LIST_HEADING, SALE_LIST_HEADING } from "./site.ts";

const COMMERCIAL_SALE_LIST_HEADING = "عقارات تجارية للبيع في دبي";
const COMMERCIAL_RENT_LIST_HEADING = "عقارات تجارية للإيجار في دبي";

export const LIST_HEADINGS: Translation<typeof en.LIST_HEADINGS> = {
  Residential: { buy: SALE_LIST_HEADING, rent: RENT_LIST_HEADING },
  Commercial: { buy: COMMERCIAL_SALE_LIST_HEADING, rent: COMMERCIAL_RENT_LIST_HEADING },
};

export const LIST_EYEBROWS: Translation<typeof en.LIST_EYEBROWS> = {
  Residential: { buy: "للبيع", rent: "للإيجار" },
  Commercial: { buy: "تجاري · للبيع", rent: "تجاري · للإيجار" },
};

export const LIST_DESCRIPTIONS: Translation<typeof en.LIST_DESCRIPTIONS> = {
  Residential: {
    buy: "شقق وفلل وتاون هاوس وبنتهاوس للبيع في مختلف أنحاء دبي، مع الأسعار والصور وأرقام التصاريح وتواصل مباشر مع الوسيط العقاري المسؤول عن الإعلان.",
    rent: "شقق وفلل وتاون هاوس للإيجار في دبي، مع الإيجار السنوي والصور وأرقام التصاريح وتواصل مباشر مع الوسيط العقاري المسؤول عن الإعلان.",
  },
  Commercial: {
    buy: "مكاتب ومحلات ومستودعات ومبانٍ تجارية للبيع في دبي، مع الأسعار والصور وأرقام التصاريح.",
    rent: "مكاتب ومحلات وصالات عرض ومستودعات للإيجار في دبي، مع الإيجار السنوي والصور وأرقام التصاريح.",
  },
};

export const FILTER_TEXTS: Translation<typeof en.FILTER_TEXTS> = {
  formLabel: "تصفية العقارات",
  methodLabel: "شراء أو إيجار",
  methodOptions: [
    { value: "buy", label: "شراء" },
    { value: "rent", label: "إيجار" },
  ],
  titleLabel: "بحث",
  propertyTypeLabel: "نوع العقار",
  anyPropertyType: "نوع العقار",
  minPriceLabel: "أدنى سعر",
  maxPriceLabel: "أعلى سعر",
  developerLabel: "المطور",
  anyDeveloper: "جميع المطورين",
  developerNoMatch: "لا يوجد مطور مطابق",
  developerClear: "إلغاء اختيار المطور",
  roomsLabel: "غرف النوم",
  sortLabel: "ترتيب حسب",
  openFilters: "الفلاتر",
  closeFilters: "إغلاق الفلاتر",
  dialogTitle: "تصفية العقارات",
  minAboveMax: "يجب ألّا يزيد أدنى سعر على أعلى سعر.",
  activeFilters: "المفعّلة: {n}",
  moreFilters: "المزيد من الفلاتر",
  moreFiltersActive: "المزيد من الفلاتر ({n})",
  minSizeLabel: "أدنى مساحة (قدم مربع)",
  maxSizeLabel: "أقصى مساحة (قدم مربع)",
  bathsLabel: "الحمّامات",
  anyBaths: "الكل",
  bathsOption: "{n} أو أكثر",
  furnishingLabel: "التأثيث",
  anyFurnishing: "الكل",
  furnishingOptions: [
    { value: "furnished", label: "مفروش" },
    { value: "semi-furnished", label: "شبه مفروش" },
    { value: "unfurnished", label: "غير مفروش" },
  ],
  completionLabel: "حالة الإنجاز",
  anyCompletion: "الكل",
  completionOptions: [
    { value: "ready", label: "جاهز" },
    { value: "off-plan", label: "على الخارطة (إعادة بيع)" },
  ],
  amenitiesLegend: "المرافق والخدمات",
  amenityOptions: [
    { value: "pool", label: "مسبح" },
    { value: "gym", label: "صالة رياضية" },
    { value: "balcony", label: "شرفة" },
    { value: "maid", label: "غرفة خادمة" },
    { value: "parking", label: "موقف سيارات" },
    { value: "pets", label: "يُسمح بالحيوانات الأليفة" },
  ],
  chequesLabel: "عدد الشيكات",
  anyCheques: "الكل",
  chequesOption: "{n} شيكات أو أكثر",
  chequeOne: "شيك واحد",
  chequesChoice: (n: number): string =>
    n === 1
      ? "شيك واحد"
      : countText({ two: "شيكان أو أكثر", few: "{n} شيكات أو أكثر", many: "{n} شيكًا أو أكثر", other: "{n} شيك أو أكثر" }, n, "ar"),
  periodLabel: "عرض قيمة الإيجار",
  periodOptions: [
    { value: "yearly", label: "سنويًا" },
    { value: "monthly", label: "شهريًا" },
  ],
};

export const LISTING_SORT_OPTIONS: Translation<typeof en.LISTING_SORT_OPTIONS> = [
  { value: "newest", label: "الأحدث" },
  { value: "price_asc", label: "السعر (من الأقل إلى الأعلى)" },
  { value: "price_desc", label: "السعر (من الأعلى إلى الأقل)" },
  { value: "psf_asc", label: "سعر القدم المربع (من الأقل إلى الأعلى)" },
  { value: "psf_desc", label: "سعر القدم المربع (من الأعلى إلى الأقل)" },
  { value: "size_desc", label: "المساحة (الأكبر أولًا)" },
  { value: "size_asc", label: "المساحة (الأصغر أولًا)" },
  { value: "beds_desc", label: "غرف النوم (الأكثر أولًا)" },
  { value: "beds_asc", label: "غرف النوم (الأقل أولًا)" },
];

export const COMMERCIAL_SORT_OPTIONS: Translation<typeof en.COMMERCIAL_SORT_OPTIONS> = LISTING_SORT_OPTIONS.filter(
  (o) => !o.value.startsWith("beds_"),
);

export const LIST_TEXTS: Translation<typeof en.LIST_TEXTS> = {
  loading: "جارٍ تحميل العقارات…",
  emptyTitle: "لم نعثر على عقارات",
  clearFilters: "مسح الفلاتر",
  pastLastTitle: "هذه الصفحة من النتائج غير موجودة",
  pastLastText: "النتائج لا تمتد إلى هذه الصفحة. ابدأ من جديد من الصفحة الأولى.",
  firstPage: "العودة إلى الصفحة الأولى",
};

export const CARD_TEXTS: Translation<typeof en.CARD_TEXTS> = {
  previousPhoto: "الصورة السابقة",
  nextPhoto: "الصورة التالية",
  photoOf: "الصورة {n} من {total}",
  photoAlt: "{title}، الصورة {n}",
  bedrooms: "غرف النوم",
  bathrooms: "الحمّامات",
  size: "المساحة",
  bathsSuffix: "حمّامات",
  bathSuffix: "حمّام",
  reduced: "تخفيض {percent}%",
  reducedLabel: "خُفّض السعر بنسبة {percent}%، بعد أن كان {before}",
};

export const DETAIL_TEXTS: Translation<typeof en.DETAIL_TEXTS> = {
  enquire: "استفسر الآن",
  similarHeading: "عقارات مشابهة",
  overviewHeading: "نظرة عامة",
  descriptionHeading: "عن هذا العقار",
  amenitiesHeading: "المرافق والخدمات",
  detailsHeading: "تفاصيل العقار",
  whatsappTemplate: "مرحبًا، أنا مهتم بالعقار ذي الرقم المرجعي {reference}: {title} ({url})",
  emailSubjectTemplate: "استفسار عن العقار {reference}",
  breadcrumbLabel: "مسار التنقل",
  home: "الرئيسية",
  noAgent: "مستشارونا جاهزون لمساعدتك في كل ما يخص هذا العقار.",
  completion: { ready: "جاهز", "off-plan": "على الخارطة" },
  gallery: {
    label: "معرض الصور",
    previous: "الصورة السابقة",
    next: "الصورة التالية",
    fullscreen: "عرض بملء الشاشة",
    close: "إغلاق وضع ملء الشاشة",
    thumbnail: "عرض الصورة {n}",
    counter: "{n} من {total}",
  },
};

export const SALE_DETAIL_DESCRIPTION: Translation<typeof en.SALE_DETAIL_DESCRIPTION> =
  "{title} للبيع في {area}، {emirate}: {price}. {beds}، {size}. رقم التصريح {permit}.";
export const RENT_DETAIL_DESCRIPTION: Translation<typeof en.RENT_DETAIL_DESCRIPTION> =
  "{title} للإيجار في {area}، {emirate}: {price}. {beds}، {size}. رقم التصريح {permit}.";

/** «حمّام واحد»، «حمّامان»، «3 حمّامات»، «11 حمّامًا» */
export function bathroomsText(n: number): string {
  return countText(
    { zero: "بدون حمّام", one: "حمّام واحد", two: "حمّامان", few: "{n} حمّامات", many: "{n} حمّامًا", other: "{n} حمّام" },
    n,
    "ar",
  );
}

export const FACT_LABELS: Translation<typeof en.FACT_LABELS> = {
  cheques: "عدد الشيكات",
  serviceCharge: "رسوم الخدمة",
  serviceChargeValue: "{n} درهم للقدم المربع سنويًا",
  plotSize: "مساحة الأرض",
  availableFrom: "متاح اعتبارًا من",
  project: "المشروع",
  emirate: "الإمارة",
  videoTour: "جولة بالفيديو",
  tour360: "جولة افتراضية 360°",
};

export const PRICE_HISTORY_TEXTS: Translation<typeof en.PRICE_HISTORY_TEXTS> = {
  heading: "سجل الأسعار",
  date: "التاريخ",
  price: "السعر",
};

export const GONE_TEXTS: Translation<typeof en.GONE_TEXTS> = {
  eyebrow: "لم يعد متاحًا",
  title: "هذا العقار لم يعد متاحًا",
  body: "فقد بِيع أو أُجِّر أو سحبه مالكه من السوق. إليك عقارات مشابهة متاحة الآن:",
  browse: "تصفّح {list}",
};

export const CATEGORY_NAMES: Translation<typeof en.CATEGORY_NAMES> = {
  Residential: "سكني",
  Commercial: "تجاري",
};

export const PROPERTY_TYPE_NAMES: Translation<typeof en.PROPERTY_TYPE_NAMES> = {
  Apartment: "شقة",
  Penthouse: "بنتهاوس",
  Villa: "فيلا",
  Townhouse: "تاون هاوس",
  Duplex: "دوبلكس",
  Office: "مكتب",
  Shop: "محل تجاري",
  "Commercial Building": "مبنى تجاري",
  "Commercial Floor": "طابق تجاري",
  "Commercial Plot": "أرض تجارية",
  "Commercial Villa": "فيلا تجارية",
  Retail: "محل تجزئة",
  "Labor Camp": "سكن عمال",
  "Show Room": "صالة عرض",
  Warehouse: "مستودع",
  Farm: "مزرعة",
  Factory: "مصنع",
  Hotel: "فندق",
  "Hotel Apartment": "شقة فندقية",
  "Residential Plot": "أرض سكنية",
  "Residential Floor": "طابق سكني",
  "Residential Building": "مبنى سكني",
  "Other Commercial": "عقار تجاري آخر",
};

export const AMENITY_NAMES: Translation<typeof en.AMENITY_NAMES> = {
  "Swimming pool": "مسبح",
  Gym: "صالة رياضية",
  "Covered parking": "موقف سيارات مغطى",
  Balcony: "شرفة",
  Concierge: "خدمة الكونسيرج",
  "Kids play area": "منطقة ألعاب للأطفال",
  "Maid's room": "غرفة خادمة",
  Study: "غرفة مكتب",
  "Private garden": "حديقة خاصة",
  "Private pool": "مسبح خاص",
  "Shared spa": "سبا مشترك",
  Security: "حراسة أمنية",
  "Pets allowed": "يُسمح بالحيوانات الأليفة",
  "Built-in wardrobes": "خزائن مدمجة",
  "Central A/C": "تكييف مركزي",
  "Walk-in closet": "غرفة ملابس",
  "Barbecue area": "منطقة شواء",
  "Beach access": "وصول مباشر إلى الشاطئ",
  "Sea view": "إطلالة على البحر",
  "Marina view": "إطلالة على المارينا",
  "Burj Khalifa view": "إطلالة على برج خليفة",
  "Golf course view": "إطلالة على ملعب الغولف",
  "Canal view": "إطلالة على القناة",
  "Lake view": "إطلالة على البحيرة",
  "Creek view": "إطلالة على الخور",
  "Lagoon view": "إطلالة على البحيرة الاصطناعية",
  "Community view": "إطلالة على المجتمع السكني",
  Pantry: "مطبخ صغير",
  "Meeting rooms": "غرف اجتماعات",
  "Reception area": "منطقة استقبال",
  "Lift access": "مصعد",
  "24/7 access": "دخول على مدار الساعة",
  "Fibre internet": "إنترنت بالألياف الضوئية",
  "Sprinkler system": "نظام رشاشات لإطفاء الحريق",
  "Loading bay": "رصيف تحميل",
  "3-phase power": "كهرباء ثلاثية الطور",
  Mezzanine: "ميزانين",
  Shopfront: "واجهة محل",
  Storage: "مساحة تخزين",
};

export const EMIRATE_NAMES: Translation<typeof en.EMIRATE_NAMES> = {
  Dubai: "دبي",
  "Abu Dhabi": "أبوظبي",
  Sharjah: "الشارقة",
  Ajman: "عجمان",
  "Ras Al Khaimah": "رأس الخيمة",
  Fujairah: "الفجيرة",
  "Umm Al Quwain": "أم القيوين",
};
