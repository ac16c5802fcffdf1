/**
 * The home page's, areas', developers' and staff pages' copy in Arabic (issue 43): twin of
 * ../directory.ts, same names and shape. `{brand}`, `{name}` and `{n}` stay tokens.
 */
import type * as en from "../directory.ts";
import { countText, type Translation } from "#app/i18n/text.ts";

export const HOME_META: Translation<typeof en.HOME_META> = {
  title: "{brand} العقارية | عقارات للبيع والإيجار في دبي",
  description:
    "اعثر على منزلك في الإمارات: شقق وفلل ومشاريع على الخارطة للبيع والإيجار في جميع أنحاء دبي، مع مستشاري {brand} العقاريين المعتمدين من مؤسسة التنظيم العقاري (RERA).",
};

export const HERO_TEXTS: Translation<typeof en.HERO_TEXTS> = {
  eyebrow: "دبي · شراء · إيجار · على الخارطة",
  pauseVideo: "إيقاف فيديو الخلفية",
  playVideo: "تشغيل فيديو الخلفية",
};

export const SEARCH_BOX_TEXTS: Translation<typeof en.SEARCH_BOX_TEXTS> = {
  formLabel: "البحث عن عقار",
  methodLegend: "أرغب في",
  typeLabel: "نوع العقار",
  queryLabel: "الموقع",
};

export const HOME_SECTION_TEXTS: Translation<typeof en.HOME_SECTION_TEXTS> = {
  areasEyebrow: "المجتمعات السكنية",
  areasIntro: "من الأبراج المطلة على الواجهة البحرية إلى مجتمعات الفلل العائلية: اكتشف الأحياء التي يفضّلها عملاؤنا.",
  developersEyebrow: "شركاؤنا",
  developersIntro: "نتعاون مع كبار المطورين العقاريين الذين يقفون وراء أكثر المشاريع طلبًا في دبي.",
  newsEyebrow: "رؤى السوق",
  newsIntro: "توقعات السوق ونصائح الشراء وأفكار الاستثمار من مستشارينا.",
  faqEyebrow: "الأسئلة الشائعة",
  featuredSaleEyebrow: "للبيع",
  featuredSaleHeading: "منازل مميزة للبيع",
  featuredSaleIntro: "أحدث المنازل المعروضة في السوق، منزل واحد من كل مجتمع سكني، ولكلٍّ منها تصريح إعلان من دائرة الأراضي والأملاك.",
  featuredRentEyebrow: "للإيجار",
  featuredRentHeading: "منازل مميزة للإيجار",
  featuredRentIntro: "منازل أُدرجت حديثًا للإيجار السنوي في أنحاء دبي، مع صورها وتصاريح إعلان تحققنا منها.",
  featuredProjectsEyebrow: "على الخارطة",
  featuredProjectsHeading: "مشاريع مميزة على الخارطة",
  featuredProjectsIntro: "أحدث الإطلاقات من كبرى شركات التطوير العقاري في دبي، مع خطط الدفع ومواعيد التسليم.",
  viewAllSaleLabel: "عرض جميع المنازل للبيع",
  viewAllRentLabel: "عرض جميع المنازل للإيجار",
  viewAllProjectsLabel: "عرض جميع المشاريع على الخارطة",
  viewAllAreasLabel: "عرض جميع المناطق",
  viewAllDevelopersLabel: "عرض جميع المطورين",
  readingTime: "مدة القراءة: {n} د",
};

export const AREAS_PAGE: Translation<typeof en.AREAS_PAGE> = {
  metaTitle: "جميع المناطق في دبي",
  metaDescription: "مجتمعات دبي السكنية، من دبي مارينا إلى دبي هيلز إستيت: صور وأسعار، والعقارات المتاحة للبيع والإيجار في كلٍّ منها.",
  eyebrow: "المجتمعات السكنية",
  intro: "استكشف أحياء دبي واعثر على المنازل والمشاريع المتاحة في كلٍّ منها.",
};

export const DEVELOPERS_PAGE: Translation<typeof en.DEVELOPERS_PAGE> = {
  metaTitle: "جميع المطورين العقاريين في دبي",
  metaDescription: "كبار المطورين العقاريين في دبي: نبذة عن كلٍّ منهم ومشاريعهم على الخارطة والجاهزة.",
  eyebrow: "المطورون العقاريون",
  intro: "المطورون الذين يقفون وراء أبرز المجتمعات في دبي، والمشاريع التي يمكنك الاستثمار فيها اليوم.",
};

export const AREA_PAGE: Translation<typeof en.AREA_PAGE> = {
  eyebrow: "دليل المنطقة",
  metaDescription: "منازل للبيع والإيجار ومشاريع على الخارطة في {name}، دبي: الأسعار والأرقام والعقارات المعروضة.",
  figuresHeading: "{name} في أرقام",
  forSale: "عقارات للبيع",
  toRent: "عقارات للإيجار",
  medianPricePerSqft: "السعر الوسيط للقدم المربع (العقارات السكنية)",
  medianYearlyRent: "الإيجار السنوي الوسيط (العقارات السكنية)",
  figuresNote: "أرقام محسوبة من عقاراتنا المعروضة حاليًا في هذه المنطقة، والقيم الوسيطة تشمل العقارات السكنية فقط دون التجارية.",
  saleHeading: "للبيع في {name}",
  rentHeading: "للإيجار في {name}",
  projectsHeading: "مشاريع على الخارطة في {name}",
  viewSale: "عرض جميع العقارات للبيع",
  viewRent: "عرض جميع العقارات للإيجار",
  viewProjects: "عرض جميع المشاريع",
  noListings: "لا توجد عقارات معروضة في هذه المنطقة حاليًا.",
  noProjects: "لا توجد مشاريع على الخارطة في هذه المنطقة حاليًا.",
  backLink: "جميع المناطق",
};

export const DEVELOPER_PAGE: Translation<typeof en.DEVELOPER_PAGE> = {
  eyebrow: "نبذة عن المطور",
  metaDescription: "{name}: نبذة عن المطور ومشاريعه على الخارطة في دبي.",
  logoAlt: "شعار {name}",
  projectsHeading: "مشاريع {name}",
  projectCount: (n) =>
    countText(
      {
        zero: "لا توجد مشاريع متاحة",
        one: "مشروع واحد متاح",
        two: "مشروعان متاحان",
        few: "{n} مشاريع متاحة",
        many: "{n} مشروعًا متاحًا",
        other: "{n} مشروع متاح",
      },
      n,
      "ar",
    ),
  noProjects: "لا توجد مشاريع لهذا المطور حاليًا.",
  viewAllProjects: "عرض جميع المشاريع",
  backLink: "جميع المطورين",
};

export const STAFF_PAGE: Translation<typeof en.STAFF_PAGE> = {
  metaTitle: "فريق العمل",
  metaDescription:
    "تعرّف على مستشارينا العقاريين المعتمدين من مؤسسة التنظيم العقاري (RERA)، المستعدين لمساعدتك في الشراء والبيع والإيجار والاستثمار في دبي.",
  eyebrow: "فريقنا",
  callLabel: "اتصل بـ {name}",
  emailLabel: "راسل {name} بالبريد الإلكتروني",
  avatarAlt: "صورة {name}",
  languagesLabel: "اللغات",
};

export const AGENT_CARD_TEXTS: Translation<typeof en.AGENT_CARD_TEXTS> = {
  label: "الوسيط العقاري",
  defaultRole: "مستشار عقاري",
  whatsapp: "واتساب",
};

export const LANGUAGE_NAMES: Translation<typeof en.LANGUAGE_NAMES> = {
  Arabic: "العربية",
  English: "الإنجليزية",
  French: "الفرنسية",
  German: "الألمانية",
  Spanish: "الإسبانية",
  Italian: "الإيطالية",
  Portuguese: "البرتغالية",
  Russian: "الروسية",
  Polish: "البولندية",
  Turkish: "التركية",
  Persian: "الفارسية",
  Farsi: "الفارسية",
  Urdu: "الأردية",
  Hindi: "الهندية",
  Gujarati: "الغوجاراتية",
  Malayalam: "المالايالامية",
  Tamil: "التاميلية",
  Punjabi: "البنجابية",
  Bengali: "البنغالية",
  Tagalog: "التاغالوغية",
  Mandarin: "الصينية (الماندرين)",
  Cantonese: "الكانتونية",
  Chinese: "الصينية",
};
