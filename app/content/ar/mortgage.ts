/**
 * نصوص حاسبة التمويل العقاري (/ar/resources/mortgage-calculator). The Arabic twin of ../mortgage.ts:
 * no figure is written here either; `{tokens}` are filled from features/mortgage/rules.ts, amounts
 * as «8,337 درهم», percentages as «75%». `{who}` carries its preposition («للوافد»).
 */
import type * as en from "../mortgage.ts";
import { countText, type Translation } from "#app/i18n/text.ts";
import { withBrandDeep } from "../brand.ts";

const MORTGAGE_CALCULATOR: Translation<ReturnType<typeof en.getMortgageCalculator>> = {
  title: "حاسبة التمويل العقاري",
  metaDescription:
    "حاسبة التمويل العقاري في دبي: الحدود القصوى للقروض وفق مصرف الإمارات العربية المتحدة المركزي، وقسطك الشهري، والمبلغ النقدي الذي تحتاجه يوم نقل الملكية، بندًا بندًا مع مصدر كل رقم.",
  eyebrow: "أدوات المستثمر",
  hero: {
    heading: "حاسبة التمويل العقاري",
    text: "اعرف كم يكلّفك التمويل العقاري في دبي كل شهر، والمبلغ النقدي الذي تحتاجه يوم نقل الملكية. يلتزم القرض بالحدود القصوى التي يضعها مصرف الإمارات العربية المتحدة المركزي، والرسوم هي رسوم دائرة الأراضي والأملاك في دبي، مع شرح كل بند ومصدره.",
    button: { label: "تواصل مع مستشار", to: "/contact" },
  },
  calculatorHeading: "احسب تمويلك العقاري",
  rows: [
    {
      heading: "اعرف التكلفة الكاملة للشراء",
      para: "يوضح دليلنا للاستثمار في دبي تكاليف الشراء وقواعد الإقراض الصادرة عن المصرف المركزي والعوائد الإيجارية المتوقعة، لتضع الأرقام أعلاه في سياقها.",
      button: { label: "دليل الاستثمار", to: "/investment-guide" },
    },
    {
      heading: "اعثر على منزل يناسب ميزانيتك",
      para: "بعد أن تعرف قيمة القرض والمبلغ النقدي المطلوب، ابحث بين العقارات المعروضة للبيع عمّا يناسبك: يعرض كل عقار للبيع تقديرًا خاصًا به للتمويل العقاري.",
      button: { label: "عقارات للبيع", to: "/properties/buy" },
    },
    {
      heading: "تحدّث إلى مستشار",
      para: "تتغير أسعار الفائدة والرسوم وشروط البنوك. سيعرّفك مستشار من {brand} على مستشاري التمويل العقاري ويرافقك خطوة بخطوة في يوم نقل الملكية.",
      button: { label: "تواصل معنا", to: "/contact" },
    },
  ],
};

export const getMortgageCalculator: Translation<typeof en.getMortgageCalculator> = (brand) => withBrandDeep(MORTGAGE_CALCULATOR, brand);

/** «عام واحد»، «عامين»، «5 أعوام»، «15 عامًا»، «100 عام» (after a preposition: «على مدى …»، «على …»). */
export const yearsText: Translation<typeof en.yearsText> = (years) =>
  countText({ one: "عام واحد", two: "عامين", few: "{n} أعوام", many: "{n} عامًا", other: "{n} عام" }, years, "ar");

/** `{who}` in the cap notes, with its preposition */
export const MORTGAGE_WHO: Translation<typeof en.MORTGAGE_WHO> = { expat: "للوافد", national: "للمواطن الإماراتي" };

export const MORTGAGE_RESULT_TEXTS: Translation<typeof en.MORTGAGE_RESULT_TEXTS> = {
  calculate: "احسب",
  resultHeading: "النتيجة",
  monthlyPayment: "القسط الشهري",
  loan: "القرض",
  loanShare: "{percent} من السعر",
  dayOneTotal: "النقد المطلوب يوم نقل الملكية",
  totalInterest: "إجمالي الفوائد طوال المدة",
  termLine: "على مدى {years} بفائدة {rate}",
  caps: {
    "first-home-up-to": "الحد الأقصى {percent} من السعر: أقصى ما يجوز للبنك إقراضه {who} لشراء مسكن أول بقيمة {threshold} أو أقل.",
    "first-home-above":
      "الحد الأقصى {percent} من السعر: أقصى ما يجوز للبنك إقراضه {who} لشراء مسكن أول تزيد قيمته على {threshold} (وتُطبَّق النسبة الأدنى على كامل السعر).",
    "further-home": "الحد الأقصى {percent} من السعر: أقصى ما يجوز للبنك إقراضه {who} لشراء مسكن ثانٍ أو إضافي.",
    "off-plan": "الحد الأقصى {percent} من السعر: أقصى ما يجوز للبنك إقراضه لأي مشترٍ لعقار على الخارطة حتى اكتمال بنائه.",
  },
  loanLimited: "طلبت قرضًا بقيمة {asked}، لكن القرض يقتصر على {max}، وهو الحد الأقصى.",
  tenureByAge: "يجب أن يُسدَّد آخر قسط بحلول سن {ageLimit}، لذا تقتصر مدة القرض في سن {age} على {years}.",
  tenureByRule: "تقتصر مدة القرض على {years}، وهي أطول مدة يسمح بها مصرف الإمارات العربية المتحدة المركزي.",
  refusedForAge:
    "في سن {age} لا توجد مدة تنتهي بحلول سن {ageLimit}، وهو أقصى عمر لسداد آخر قسط {who}، لذا لا يمكن للبنك الإقراض. الأرقام المعروضة هي للشراء نقدًا.",
  debtBurdenWithin: "ستبلغ أقساط قروضك {percent} من دخلك، ضمن الحد الأقصى البالغ {max}.",
  debtBurdenOver:
    "ستبلغ أقساط قروضك {percent} من دخلك، متجاوزةً الحد الأقصى البالغ {max}، لذا سيرفض البنك هذا القرض. وفي حدود النسبة المسموح بها يمكن أن يصل القسط إلى {maxPayment} شهريًا، أي ما يعادل قرضًا بنحو {maxLoan} بالفائدة والمدة نفسيهما.",
  debtBurdenNone: "تستنفد أقساط قروضك الأخرى بالفعل الحد الأقصى البالغ {max}، لذا سيرفض البنك أي قرض جديد.",
  refused: "سيرفض البنك هذا القرض",
};

export const DAY_ONE_TEXTS: Translation<typeof en.DAY_ONE_TEXTS> = {
  heading: "النقد المطلوب يوم نقل الملكية، بندًا بندًا",
  intro: "ما يدفعه المشتري في دبي يوم نقل الملكية، وفق الأرقام المنشورة كما كانت في {asOf}.",
  total: "الإجمالي",
  source: "المصدر",
  lines: {
    downPayment: {
      label: "الدفعة الأولى",
      charged: "السعر بعد خصم القرض: {share} من السعر، من أموالك الخاصة.",
      "no-loan": "كامل السعر: لا يوجد قرض.",
    },
    dldTransfer: {
      label: "رسوم نقل الملكية لدى دائرة الأراضي والأملاك",
      charged: "{percent} من السعر ({base}) إضافة إلى نحو {admin} لسند الملكية والرسوم الإدارية.",
    },
    mortgageRegistration: {
      label: "تسجيل الرهن العقاري",
      charged: "{percent} من قيمة القرض ({base}) إضافة إلى رسم ثابت قدره {fixed}، تُدفع لدائرة الأراضي والأملاك لتسجيل رهن البنك.",
      "no-loan": "لا شيء: لا يوجد قرض لتسجيله.",
    },
    trustee: {
      label: "مكتب أمين التسجيل",
      charged: "{fee} مضافًا إليها ضريبة القيمة المضافة بنسبة {vat}، للعقار الذي تبلغ قيمته {threshold} أو أكثر.",
      "below-threshold": "{fee} مضافًا إليها ضريبة القيمة المضافة بنسبة {vat}، للعقار الذي تقل قيمته عن {threshold}.",
      "off-plan": "لا شيء: يسجّل المطور عملية الشراء على الخارطة في نظام عقود، دون الحاجة إلى مكتب أمين التسجيل.",
    },
    agency: {
      label: "عمولة الوسيط",
      charged: "{percent} من السعر ({base}) مضافًا إليها ضريبة القيمة المضافة بنسبة {vat}، عند الشراء عن طريق وسيط.",
    },
    valuation: {
      label: "تقييم البنك",
      charged: "تتقاضى البنوك ما بين {low} و{high} تقريبًا لتقييم العقار، ويحتسب الإجمالي {counted}.",
      "no-loan": "لا شيء: لا حاجة إلى تقييم البنك للعقار ما دام لا يوجد قرض.",
    },
  },
  notCounted:
    "غير محتسب: رسوم معالجة القرض لدى البنك (حتى 1% من القرض، وتعفي منها بعض البنوك)، والتأمين على الحياة والعقار، وشهادة عدم الممانعة من المطور.",
};

export const MORTGAGE_RULES_TEXTS: Translation<typeof en.MORTGAGE_RULES_TEXTS> = {
  heading: "القواعد التي تستند إليها الأرقام",
  intro: "وفق ما نُشر في {asOf}. قد تُقرض البنوك أقل من هذه الحدود، لكنها لا تتجاوزها أبدًا.",
  capsHeading: "الحدود القصوى للقرض (النسبة التي يجوز للبنك إقراضها من السعر)",
  capsCaption: "الحدود القصوى للقرض حسب المسكن والمشتري",
  homeColumn: "المسكن",
  firstUpTo: "المسكن الأول، بقيمة {threshold} أو أقل",
  firstAbove: "المسكن الأول، بقيمة تزيد على {threshold}",
  further: "مسكن ثانٍ أو إضافي",
  offPlan: "على الخارطة، حتى اكتمال البناء",
  tenure: "مدة تصل إلى {maxYears} عامًا، على أن يُسدَّد آخر قسط بحلول سن {expatAge} للوافد و{nationalAge} للمواطن الإماراتي.",
  debtBurden: "ألّا تتجاوز أقساط القروض الشهرية كلها، بما فيها القسط الجديد، {maxPercent} من إجمالي الدخل الشهري.",
  source: "المصدر",
};

/** The published texts, named as they are published in Arabic (the links stay those of rules.ts). */
export const MORTGAGE_SOURCE_NAMES: Translation<typeof en.MORTGAGE_SOURCE_NAMES> = {
  cbuaeMortgage:
    "مصرف الإمارات العربية المتحدة المركزي، الأنظمة الخاصة بقروض الرهن العقاري (الإشعار رقم 31/2013، بصيغتها الموحدة في 8 أبريل 2020)",
  cbuaeDebtBurden:
    "مصرف الإمارات العربية المتحدة المركزي، الإشعار رقم 22/2017: سريان حد عبء الدين البالغ 50% الوارد في النظام رقم 29/2011 على قروض الرهن العقاري",
  dldFees: "رسوم دائرة الأراضي والأملاك في دبي (قرار المجلس التنفيذي رقم 30 لسنة 2013)، كما يستوفيها أمناء التسجيل",
  trustee: "دائرة الأراضي والأملاك في دبي، رسوم خدمات أمناء التسجيل العقاري",
  agency:
    "العرف المتبع في الوساطة العقارية في دبي (2%، وفق عقد الوساطة المعتمد من مؤسسة التنظيم العقاري)؛ وضريبة القيمة المضافة بنسبة 5% (الهيئة الاتحادية للضرائب)",
  valuation: "جداول رسوم البنوك في الإمارات (رسوم التقييم)، كما يوردها دليلنا للاستثمار",
};
