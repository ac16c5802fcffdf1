/**
 * Arabic twin of ../content-ui.ts (issue 43): interface texts of the content pages (guides, blog,
 * about, resources and the rental yield calculator). Image paths are the English ones.
 */
import type * as en from "../content-ui.ts";
import type { Translation } from "#app/i18n/text.ts";
import { fillTokens } from "../brand.ts";

export const GUIDE_TEXTS: Translation<typeof en.GUIDE_TEXTS> = {
  eyebrow: "دليل العقارات",
  otherGuidesHeading: "أدلة أخرى",
  otherGuidesLabel: "أدلة عقارية أخرى",
};

export const BLOG_TEXTS: Translation<typeof en.BLOG_TEXTS> = {
  listTitle: "أخبار ورؤى عقارية",
  listHeading: "أخبار ورؤى عقارية",
  listIntro: "توقعات السوق ونصائح الشراء والاستثمار وأهم الأنظمة والقوانين، من مستشارين يعملون في سوق دبي العقاري كل يوم.",
  listMetaDescription: "أخبار سوق العقارات في دبي وتوقعاته ونصائح عملية للمشترين والبائعين والمستأجرين والمستثمرين من {brand}.",
  featuredEyebrow: "مقال مميز",
  moreHeading: "مقالات أخرى",
  eyebrow: "أخبار ورؤى عقارية",
  backToList: "جميع المقالات",
  minutesRead: "قراءة في {n} دقائق",
  publishedLabel: "تاريخ النشر",
  readArticle: "اقرأ المقال",
  empty: "نعمل على مقالات جديدة، فتابعنا قريبًا.",
};

/** «قراءة في دقيقة واحدة», «قراءة في دقيقتين», «قراءة في 5 دقائق», «قراءة في 12 دقيقة» */
export function minutesRead(n: number): string {
  if (n === 1) return "قراءة في دقيقة واحدة";
  if (n === 2) return "قراءة في دقيقتين";
  const mod100 = n % 100;
  return fillTokens(mod100 >= 3 && mod100 <= 10 ? BLOG_TEXTS.minutesRead : "قراءة في {n} دقيقة", { n });
}

export const ABOUT_TEXTS: Translation<typeof en.ABOUT_TEXTS> = {
  ourStoryEyebrow: "من نحن",
  whyChooseUsEyebrow: "من نحن",
};

export const RESOURCE_TEXTS: Translation<typeof en.RESOURCE_TEXTS> = {
  valuationEyebrow: "تقييم العقار",
  optionsHeading: "اختر نوع التقييم",
  investmentEyebrow: "دليل استثمار مجاني",
  calculatorEyebrow: "أدوات المستثمر",
};

export const CALCULATOR_TEXTS: Translation<typeof en.CALCULATOR_TEXTS> = {
  sliderLabel: "شريط تمرير {label}",
  numberSuffix: "بالدرهم",
  calculate: "احسب",
  resultHeading: "النتيجة",
  goodBandLabel: "عائد جيد",
  scaleStart: "0%",
  scaleEnd: "\u2066{max}%+\u2069",
  yourRoi: "عائدك على الاستثمار",
  noRoiNote: "أدخل سعر العقار لمعرفة صافي العائد على الاستثمار.",
  bandNotes: {
    below:
      "أقل من متوسط العائد الإيجاري في دبي البالغ \u2066{averageMin}–{averageMax}%\u2069؛ ويُعدّ العائد بين \u2066{min}–{max}%\u2069 عائدًا جيدًا عادةً.",
    average:
      "يتماشى مع متوسط العائد الإيجاري في دبي البالغ \u2066{averageMin}–{averageMax}%\u2069؛ ويُعدّ العائد بين \u2066{min}–{max}%\u2069 عائدًا جيدًا عادةً.",
    good: "ضمن نطاق \u2066{min}–{max}%\u2069 الذي يُعدّ عائدًا جيدًا عادةً، وأعلى من متوسط دبي البالغ \u2066{averageMin}–{averageMax}%\u2069.",
    above: "أعلى من نطاق \u2066{min}–{max}%\u2069: تأكد من واقعية الإيجار والرسوم.",
  },
  adjustments: {
    "below-min": "أقل من الحد الأدنى، لذا اعتمدنا {value}.",
    "above-max": "أعلى من الحد الأقصى، لذا اعتمدنا {value}.",
    invalid: "ليس رقمًا، لذا اعتمدنا {value}.",
  },
  incomplete: "أدخل المبلغ بالدرهم.",
  rangeHint: "من {min} إلى {max}",
};

export function sliderLabel(label: string): string {
  return fillTokens(CALCULATOR_TEXTS.sliderLabel, { label });
}

export function adjustmentNote(adjustment: keyof typeof CALCULATOR_TEXTS.adjustments, value: string): string {
  return fillTokens(CALCULATOR_TEXTS.adjustments[adjustment], { value });
}

export const SHARE_IMAGES: Translation<typeof en.SHARE_IMAGES> = {
  investmentGuide: "/images/site/guide-buyers.webp",
  rentalYieldCalculator: "/images/site/guide-landlords.webp",
  staff: "/images/site/story-1.webp",
  contact: "/images/site/hero-poster.webp",
  site: "/images/site/hero-poster.webp",
};
