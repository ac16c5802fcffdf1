import type * as en from "../keep.ts";
import type { Translation } from "#app/i18n/text.ts";

export const KEEP_BUTTON_TEXTS: Translation<typeof en.KEEP_BUTTON_TEXTS> = {
  save: "حفظ",
  saved: "محفوظ",
  saveLabel: "احفظ {title} في المفضلة",
  savedLabel: "أزل {title} من المفضلة",
  compare: "مقارنة",
  comparing: "في المقارنة",
  compareLabel: "أضف {title} إلى المقارنة",
  comparingLabel: "أزل {title} من المقارنة",
  compareFull: "يمكنك مقارنة {max} عقارات كحد أقصى في المرة الواحدة. أزل أحدها لإضافة غيره.",
  openCompare: "عرض المقارنة",
};

export const FAVOURITES_TEXTS: Translation<typeof en.FAVOURITES_TEXTS> = {
  title: "قائمتك المفضلة",
  eyebrow: "محفوظة على هذا الجهاز",
  description: "العقارات والمشاريع التي حفظتها على هذا الجهاز، دون الحاجة إلى حساب. شارك القائمة أو قارن بينها جنبًا إلى جنب.",
  sharedTitle: "قائمة مفضلة مُشارَكة معك",
  sharedIntro: "شارك أحدهم هذه العقارات معك. احفظها في مفضلتك على هذا الجهاز، أو افتح أيًّا منها.",
  saveShared: "حفظ الكل في قائمتي المفضلة",
  emptyTitle: "لم تحفظ شيئًا بعد",
  emptyBody: "اضغط على رمز القلب في أي عقار أو مشروع لتحتفظ به هنا. تبقى قائمتك على هذا الجهاز دون الحاجة إلى حساب.",
  browseSale: "تصفّح العقارات المعروضة للبيع",
  browseRent: "تصفّح العقارات المعروضة للإيجار",
  browseProjects: "تصفّح المشاريع على الخارطة",
  listHeading: "العقارات والمشاريع المحفوظة",
  remove: "إزالة",
  removeLabel: "أزل {title} من المفضلة",
  clear: "مسح القائمة",
  shareHeading: "شارك هذه القائمة",
  shareHint: "كل من يفتح هذا الرابط يرى العقارات نفسها.",
  copy: "نسخ الرابط",
  copied: "تم نسخ الرابط",
  compareThese: "مقارنة أول {n}",
  gone: "لم تعد بعض العناصر المحفوظة ({n}) معروضة في السوق، لذا لم تظهر هنا.",
};

export const FAVOURITES_COUNT: Translation<typeof en.FAVOURITES_COUNT> = {
  zero: "لا توجد عناصر محفوظة",
  one: "عنصر محفوظ واحد",
  two: "عنصران محفوظان",
  few: "{n} عناصر محفوظة",
  many: "{n} عنصرًا محفوظًا",
  other: "{n} عنصر محفوظ",
};

export const COMPARE_TEXTS: Translation<typeof en.COMPARE_TEXTS> = {
  title: "قارن بين العقارات",
  eyebrow: "جنبًا إلى جنب",
  description:
    "ما يصل إلى أربعة عقارات أو مشاريع جنبًا إلى جنب: السعر، وسعر القدم المربع، والمساحة، والغرف، والموقع وغير ذلك، مع إبراز الفروق بينها.",
  emptyTitle: "لا يوجد ما تقارنه بعد",
  emptyBody: "اضغط على «مقارنة» في ما يصل إلى أربعة عقارات (أو أربعة مشاريع) لتظهر هنا جنبًا إلى جنب.",
  full: "تتسع المقارنة لـ{max} عناصر كحد أقصى. أزل أحدها لإضافة غيره.",
  differs: "مختلف",
  legend: "الصفوف التي تختلف فيها القيم مميّزة بلون مختلف.",
  remove: "إزالة",
  removeLabel: "أزل {title} من المقارنة",
  clear: "مسح المقارنة",
  share: "رابط هذه المقارنة",
  property: "العقار",
  price: "السعر",
  pricePerSqft: "سعر القدم المربع",
  size: "المساحة",
  bedrooms: "غرف النوم",
  bathrooms: "الحمّامات",
  location: "الموقع",
  propertyType: "نوع العقار",
  completion: "حالة الإنجاز",
  serviceCharge: "رسوم الخدمة",
  serviceChargeValue: "{amount} للقدم المربع سنويًا",
  developer: "المطور",
  priceFrom: "الأسعار تبدأ من",
  handover: "التسليم",
  paymentPlan: "خطة الدفع",
  planValue: "{first}% دفعة أولى، {construction}% خلال الإنشاء، {handover}% عند التسليم، {post}% بعد التسليم",
  houseTypes: "أنواع الوحدات",
  ready: "جاهز",
  offPlan: "على الخارطة",
  unknown: "غير محدد",
};

export const FAVOURITES_LINK_TEXTS: Translation<typeof en.FAVOURITES_LINK_TEXTS> = {
  label: "المفضلة",
  labelWithCount: "المفضلة، {n} محفوظة",
};

export const RECENTLY_VIEWED_TEXTS: Translation<typeof en.RECENTLY_VIEWED_TEXTS> = {
  heading: "ما شاهدته مؤخرًا",
  clear: "مسح",
  clearLabel: "مسح قائمة ما شاهدته مؤخرًا",
};
