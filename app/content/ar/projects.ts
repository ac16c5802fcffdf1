/**
 * The off-plan pages in Arabic (issue 43): twin of ../projects.ts, same names and shape.
 * Written as a UAE property marketer would («مشاريع على الخارطة», «خطة الدفع», «عند التسليم»).
 */
import type * as en from "../projects.ts";
import { countText, type Translation } from "#app/i18n/text.ts";

export const PROJECT_LIST_TEXTS: Translation<typeof en.PROJECT_LIST_TEXTS> = {
  eyebrow: "على الخارطة",
  intro: "مشاريع جديدة وأخرى قيد الإنشاء من كبرى شركات التطوير العقاري في دبي، مع خطط الدفع ومواعيد التسليم.",
  metaDescription:
    "عقارات على الخارطة للبيع في دبي: أحدث المشاريع من إعمار وشوبا وداماك ونخيل وغيرها، مع الأسعار وخطط الدفع ومواعيد التسليم.",
  filtersLabel: "تصفية المشاريع",
  projectNameLabel: "اسم المشروع",
  minPriceLabel: "أدنى سعر (درهم)",
  maxPriceLabel: "أعلى سعر (درهم)",
  developerLabel: "المطور",
  developerAll: "جميع المطورين",
  developerNoMatch: "لا يوجد مطور مطابق",
  roomsLabel: "غرف النوم",
  roomsAny: "غرف النوم",
  sortLabel: "ترتيب حسب",
  openFilters: "المزيد من الفلاتر",
  closeFilters: "إغلاق الفلاتر",
  filtersTitle: "الفلاتر",
  showResults: "عرض النتائج",
  clearDeveloper: "إلغاء اختيار المطور",
  loading: "جارٍ تحميل المشاريع…",
  resultsLabel: "المشاريع",
  pageTitleSuffix: "الصفحة {page}",
  investorLegend: "فلاتر المستثمرين",
  areaLabel: "المنطقة",
  areaAll: "جميع المناطق",
  handoverByLabel: "التسليم بحلول",
  handoverAny: "أي موعد تسليم",
  handoverByOption: "بحلول {year}",
  postHandoverLabel: "الدفع بعد التسليم",
  postHandoverAny: "أي خطة دفع",
  postHandoverOptions: [
    { value: "1", label: "مع دفعات بعد التسليم" },
    { value: "30", label: "30% أو أكثر بعد التسليم" },
    { value: "50", label: "50% أو أكثر بعد التسليم" },
  ],
  maxFirstLabel: "الدفعة الأولى",
  maxFirstAny: "أي دفعة أولى",
  maxFirstOption: "{n}% كحد أقصى",
};

export const PROJECT_SORT_OPTIONS: Translation<typeof en.PROJECT_SORT_OPTIONS> = [
  { value: "newest", label: "الأحدث" },
  { value: "price_asc", label: "السعر (من الأقل إلى الأعلى)" },
  { value: "price_desc", label: "السعر (من الأعلى إلى الأقل)" },
  { value: "handover", label: "التسليم (الأقرب أولًا)" },
];

export const NEW_PROJECTS_TEXTS: Translation<typeof en.NEW_PROJECTS_TEXTS> = {
  eyebrow: "أحدث الإطلاقات",
  intro: "أحدث المشاريع على الخارطة في دبي، من الأحدث إلى الأقدم. حدّد ميزانيتك لتضييق الخيارات.",
  metaDescription: "أحدث المشاريع الجديدة على الخارطة في دبي، مع الأسعار الابتدائية وخطط الدفع ومواعيد التسليم.",
  startPriceLabel: "الميزانية من",
  endPriceLabel: "الميزانية حتى",
  anyPrice: "أي سعر",
  apply: "تطبيق",
  browseAll: "تصفّح جميع المشاريع على الخارطة",
  priceOption: "{price} درهم",
};

export const PROJECT_CARD_TEXTS: Translation<typeof en.PROJECT_CARD_TEXTS> = {
  handover: "التسليم",
  bedrooms: "غرف النوم",
  by: "من",
  planPostHandover: "{n}% بعد التسليم",
  planNoPostHandover: "بلا دفعات بعد التسليم",
  quarters: ["الربع الأول", "الربع الثاني", "الربع الثالث", "الربع الرابع"],
  planQuarter: "{quarter} {year}",
};

export const PROJECT_DETAIL_TEXTS: Translation<typeof en.PROJECT_DETAIL_TEXTS> = {
  galleryLabel: "صور المشروع",
  showPhoto: "عرض الصورة {n} من {total}",
  photoAlt: "{name}، الصورة {n}",
  enquire: "استفسر الآن",
  developerLinkLabel: "المزيد من مشاريع {name}",
  floorPlanButtonsLabel: "اختر المخطط",
  floorPlanLoading: "جارٍ تحميل المخطط…",
  floorPlanOpen: "عرض المخطط بالحجم الكامل",
  floorPlanAlt: "مخطط الوحدة: {title}",
  floorPlanDialogLabel: "مخطط {title} بالحجم الكامل",
  close: "إغلاق",
  paymentPlanIntro: "طريقة سداد ثمن الوحدة، من الحجز وحتى ما بعد التسليم.",
  paymentPlanChart: "خطة الدفع: {summary}",
  escrowAccount: "حساب الضمان",
  escrowNote: "تُودَع الدفعات في حساب الضمان الخاص بالمشروع والمسجّل لدى مؤسسة التنظيم العقاري (RERA).",
  totalFloors: (n) =>
    countText({ zero: "بلا طوابق", one: "طابق واحد", two: "طابقان", few: "{n} طوابق", many: "{n} طابقًا", other: "{n} طابق" }, n, "ar"),
  upToBathrooms: "حتى {n}",
  parkingSpaces: "حتى {n} لكل وحدة",
  floorsLabel: "عدد الطوابق",
  aboutProject: "عن المشروع",
  keyFacts: "معلومات أساسية",
  floorPlanTitle: "اسم المخطط",
  someDeveloper: "أحد كبار المطورين",
  somePlace: "دبي",
  metaDescription: "{name} من {developer} في {area}: أسعار تبدأ من {price}، والتسليم {handover}. المخططات وخطة الدفع ورقم التصريح.",
  titleWithPrice: "{name} · ابتداءً من {price}",
};

export const HOUSE_TYPE_LABELS: Translation<typeof en.HOUSE_TYPE_LABELS> = {
  Apartment: "شقق",
  Villa: "فلل",
  Townhouse: "تاون هاوس",
  Penthouse: "بنتهاوس",
  Duplex: "دوبلكس",
  Office: "مكاتب",
  Retail: "محلات تجارية",
};
