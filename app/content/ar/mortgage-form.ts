/**
 * نموذج حاسبة التمويل العقاري وصندوق التقدير في صفحة عقار للبيع. The Arabic twin of
 * ../mortgage-form.ts: `{tokens}` in hints and messages are filled from the rules.
 */
import type * as en from "../mortgage-form.ts";
import type { Translation } from "#app/i18n/text.ts";

/** The form's fields. In Arabic every unit follows its figure («1,500,000 درهم»، «25 سنة»). */
export const MORTGAGE_FIELD_TEXTS: Translation<typeof en.MORTGAGE_FIELD_TEXTS> = {
  price: { label: "سعر العقار", unit: "درهم" },
  buyer: { label: "المشتري", options: { expat: "وافد", national: "مواطن إماراتي" } },
  home: { label: "المسكن", options: { first: "المسكن الأول", further: "مسكن ثانٍ أو إضافي" } },
  stage: { label: "حالة العقار", options: { ready: "جاهز", "off-plan": "على الخارطة" } },
  loan: { label: "قيمة القرض", unit: "درهم", hint: "اتركه فارغًا لاحتساب أقصى ما تسمح به القواعد." },
  rate: { label: "سعر الفائدة", unit: "%", hint: "سنويًا؛ {rate}% مجرد مثال." },
  years: { label: "مدة القرض", unit: "سنة", hint: "حتى {maxYears} عامًا." },
  optional: {
    legend: "عمرك ودخلك (اختياري)",
    intro: "لتطبيق حد العمر على مدة القرض والتحقق من نسبة عبء الدين.",
  },
  age: { label: "عمرك", unit: "سنة", hint: "يُسدَّد آخر قسط بحلول سن {expatAge} (و{nationalAge} للمواطن الإماراتي)." },
  income: { label: "الدخل الشهري", unit: "درهم", hint: "إجمالي الدخل، لتطبيق حد عبء الدين البالغ {maxPercent}%." },
  debts: { label: "أقساط القروض الأخرى", unit: "درهم", hint: "شهريًا: البطاقات الائتمانية وقروض السيارات والقروض الشخصية." },
};

/** What a field says when the query cannot be used. `{min}`, `{max}`: the accepted range. */
export const MORTGAGE_ERRORS: Translation<typeof en.MORTGAGE_ERRORS> = {
  price: "أدخل سعر العقار بالدرهم، مثل 2,000,000.",
  priceRange: "أدخل سعرًا بين {min} و{max}.",
  buyer: "اختر فئة المشتري: وافد أو مواطن إماراتي.",
  home: "اختر نوع المسكن: المسكن الأول أو مسكن ثانٍ أو إضافي.",
  stage: "اختر حالة العقار: جاهز أو على الخارطة.",
  loan: "أدخل قيمة القرض بالدرهم، أو اترك الحقل فارغًا لاحتساب أقصى ما تسمح به القواعد.",
  rate: "أدخل سعر الفائدة السنوي بالنسبة المئوية، من {min} إلى {max}، مثل 4.5.",
  years: "أدخل مدة القرض بالسنوات الكاملة، من 1 إلى {max}: فمصرف الإمارات العربية المتحدة المركزي لا يسمح بمدة أطول.",
  age: "أدخل عمرك بالسنوات الكاملة، من {min} إلى {max}، أو اترك الحقل فارغًا.",
  income: "أدخل إجمالي دخلك الشهري بالدرهم، أو اترك الحقل فارغًا.",
  debts: "أدخل أقساط قروضك الشهرية الأخرى بالدرهم، أو اترك الحقل فارغًا.",
  summary: "تعذّر استخدام بعض المدخلات: صحّحها لعرض النتيجة.",
};

/** The box on a sale listing's page. */
export const MORTGAGE_BOX_TEXTS: Translation<typeof en.MORTGAGE_BOX_TEXTS> = {
  heading: "تقدير التمويل العقاري",
  assumption: "المسكن الأول لمشترٍ وافد: قرض بنسبة {percent} من السعر، وهي أقصى نسبة يسمح بها مصرف الإمارات العربية المتحدة المركزي.",
  assumptionOffPlan:
    "عقار على الخارطة: قرض بنسبة {percent} من السعر، وهي أقصى نسبة يسمح بها مصرف الإمارات العربية المتحدة المركزي حتى اكتمال البناء.",
  monthlyPayment: "القسط الشهري",
  loan: "القرض",
  dayOne: "النقد المطلوب يوم نقل الملكية",
  downPayment: "الدفعة الأولى",
  open: "افتح الحاسبة الكاملة",
};
