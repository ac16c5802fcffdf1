/**
 * صفحات الموارد بالعربية: تقييم العقارات (/ar/resources/property-valuation)، ودليل الاستثمار
 * (/ar/investment-guide)، وحاسبة العائد الإيجاري (/ar/resources/rental-yield-calculator).
 * The Arabic twin of ../resources.ts; `{brand}` and `{year}` are filled by the getters.
 */
import type * as en from "../resources.ts";
import type { Translation } from "#app/i18n/text.ts";
import { fillTokensDeep, withBrandDeep } from "../brand.ts";

const paras = (...paragraphs: string[]): string => paragraphs.join("\n\n");

const FIND_A_CONSULTANT = { label: "تواصل مع مستشار", to: "/contact" } as const;

/* ------------------------------------------------------------------ */
/* تقييم العقارات                                                       */
/* ------------------------------------------------------------------ */

const PROPERTY_VALUATION: Translation<ReturnType<typeof en.getPropertyValuation>> = {
  title: "تقييم العقارات",
  metaDescription:
    "اعرف القيمة الحقيقية لعقارك في دبي. احجز تقييمًا مجانيًا بزيارة ميدانية أو تحدّث إلى أحد مستشارينا للحصول على تقدير فوري مبني على صفقات حقيقية.",
  hero: {
    heading: "كم تبلغ قيمة عقارك؟",
    text: "احصل على تقييم مجاني ودون أي التزام لعقارك في دبي من مستشار يعرف مجتمعك السكني جيدًا، سواء كنت تخطط للبيع أو للتأجير.",
  },
  options: [
    {
      title: "تقييم العقار بزيارة ميدانية",
      text: "يزور مستشارنا عقارك ويقيّم حالته وتصميمه وإطلالته ومستوى تشطيبه، ثم يقدّم لك تقييمًا مفصلًا مع سعر بيع أو إيجار مقترح.",
      button: { label: "احجز موعدك", to: "/property-valuation-form" },
    },
    {
      title: "تقييم فوري للعقار",
      text: "تحتاج إلى رقم بسرعة؟ تحدّث إلى أحد مستشارينا للحصول على تقدير فوري مبني على أحدث صفقات دائرة الأراضي والأملاك في مبناك أو مجتمعك السكني.",
      button: { ...FIND_A_CONSULTANT },
    },
  ],
  benefitsHeading: "لماذا تقيّم عقارك مع {brand}",
  benefits: [
    {
      title: "مبني على صفقات حقيقية",
      text: "نعتمد على أحدث بيانات البيع والإيجار الصادرة عن دائرة الأراضي والأملاك لمبناك ومجتمعك السكني، لا على الأسعار المطلوبة في الإعلانات.",
    },
    {
      title: "متخصصون في منطقتك",
      text: "يأتيك التقييم من مستشار يبيع العقارات ويؤجّرها في مجتمعك السكني كل أسبوع.",
    },
    {
      title: "مجاني ودون التزام",
      text: "تقييماتنا لا تكلّفك شيئًا، ولست ملزمًا بعرض عقارك لدينا.",
    },
    {
      title: "خطة عمل، لا مجرد رقم",
      text: "إلى جانب القيمة تحصل على نصائح عملية حول عرض العقار وتوقيت طرحه وتسويقه لتحقيقها.",
    },
  ],
  row: {
    rowHeading: "العوامل المؤثرة في قيمة عقارك",
    rowPara: paras(
      "الموقع أولًا: المجتمع السكني والمبنى وموقع الوحدة فيه، بما في ذلك الطابق والإطلالة وقرب المنزل من المترو والمدارس والمحلات. وللمساحة والتصميم أهميتهما أيضًا، وكذلك حالة العقار: فالمنزل الذي يحظى بصيانة جيدة أو جرى تحديثه يمكن أن يحقق سعرًا أو إيجارًا أعلى بشكل ملحوظ.",
      "ويأخذ المشترون في الحسبان كذلك رسوم الخدمات، والمعروض من المنازل المماثلة للبيع، وفي حالة الاستثمار ما إذا كان العقار شاغرًا أو مؤجرًا وبأي إيجار. ويراعي تقييمنا كل هذه العوامل ويوضح أثر كل منها في القيمة.",
    ),
    rowImg: "/images/site/valuation-1.webp",
  },
};

/** Texts of the in-person valuation request page (/ar/property-valuation-form). */
export const VALUATION_FORM_TEXTS: Translation<typeof en.VALUATION_FORM_TEXTS> = {
  title: "اطلب تقييمًا مجانيًا لعقارك بزيارة ميدانية",
  intro: "أخبرنا عن عقارك، وسيتواصل معك أحد مستشارينا لترتيب موعد مناسب للزيارة.",
  nameLabel: "الاسم الكامل",
  emailLabel: "البريد الإلكتروني",
  phoneLabel: "رقم الهاتف",
  propertyLabel: "اسم المجتمع السكني أو البرج",
  unitLabel: "رقم الوحدة (اختياري)",
  detailsHeading: "معلومات عن العقار (اختياري)",
  detailsIntro: "تساعد هذه المعلومات المستشار على إعداد تقدير واقعي قبل الزيارة.",
  propertyTypeLabel: "نوع العقار",
  bedroomsLabel: "غرف النوم",
  sizeLabel: "المساحة (قدم مربع)",
  sizeHint: "المساحة المبنية، مثل 1,250",
  timeLabel: "الوقت المفضّل للزيارة",
  choose: "اختر…",
  bedroomLabel: (value) => {
    if (value === "Studio") return "استوديو";
    const n = Number.parseInt(value, 10);
    const more = value.endsWith("+") ? " أو أكثر" : "";
    if (n === 1) return `غرفة نوم واحدة${more}`;
    if (n === 2) return `غرفتا نوم${more}`;
    return `${n} ${n >= 3 && n <= 10 ? "غرف نوم" : "غرفة نوم"}${more}`;
  },
  submit: "إرسال البيانات",
};

/* ------------------------------------------------------------------ */
/* دليل الاستثمار                                                       */
/* ------------------------------------------------------------------ */

export const INVESTMENT_GUIDE: Translation<typeof en.INVESTMENT_GUIDE> = {
  title: "دليل الاستثمار العقاري في دبي {year}",
  metaDescription:
    "اطلب نسختك المجانية من دليل الاستثمار العقاري في دبي لعام {year}: العوائد الإيجارية، والضرائب، والإقامة الذهبية، والمجتمعات السكنية الجديرة بالمتابعة.",
  heroTitle: "دليلك للاستثمار العقاري في دبي {year}",
  heroText:
    "كل ما تحتاجه للاستثمار في دبي بثقة: أين تتركز العوائد، وكم تكلّف عملية الشراء، وكيف تحصل على الإقامة الذهبية، وما المجتمعات السكنية التي يتابعها مستشارونا عن كثب. املأ النموذج وسنرسل إليك نسختك المجانية.",
  heroButton: { ...FIND_A_CONSULTANT },
  form: {
    heading: "احصل على نسختك المجانية",
    nameLabel: "الاسم",
    emailLabel: "البريد الإلكتروني",
    phoneLabel: "رقم الهاتف",
    messageLabel: "رسالتك (اختياري)",
    submit: "أرسلوا لي الدليل",
  },
  whyInvestHeading: "لماذا تستثمر في دبي؟",
  whyInvestCards: [
    {
      stat: "6-7%",
      title: "عوائد إيجارية مرتفعة",
      text: "متوسط عوائد إيجارية بين 6 و7%، أعلى مما تحققه لندن ونيويورك.",
    },
    {
      stat: "0%",
      title: "لا ضريبة على الدخل",
      text: "لا ضريبة على دخلك من الإيجار، ولا ضرائب على الأرباح الرأسمالية أو الثروة، وضريبة قيمة مضافة لا تتجاوز 5%.",
    },
    {
      stat: "35,000+",
      title: "وحدة تكتمل في {year}",
      text: "أكثر من 35,000 وحدة سكنية تكتمل في {year}، ما يمنح المستثمرين خيارات واسعة من المنازل الجديدة الجاهزة.",
    },
    {
      stat: "10 سنوات",
      title: "الإقامة الذهبية",
      text: "إقامة ذهبية لمدة 10 سنوات لمالكي العقارات التي تبلغ قيمتها 2 مليون درهم أو أكثر.",
    },
    {
      stat: "أمان",
      title: "وجهة آمنة",
      text: "من أكثر مدن العالم أمانًا، باقتصاد مستقر وسوق عقاري منظَّم بإحكام وجودة حياة استثنائية.",
    },
  ],
  idealInvestment: {
    heading: "لنجد معًا استثمارك المثالي",
    text: paras(
      "لكل مستثمر احتياجاته. أخبرنا بميزانيتك وأهدافك والإطار الزمني الذي تفكر فيه، وسيختار لك مستشار مخصص من {brand} المجتمعات السكنية والمشاريع والعقارات المناسبة، من الشقق ذات العوائد المرتفعة إلى الفلل المؤهلة للإقامة الذهبية.",
      "يرافقك مستشارك من المحادثة الأولى حتى استلام سند الملكية، وما بعد ذلك إن رغبت في أن نتولى تأجير العقار وإدارته نيابةً عنك.",
    ),
    button: { ...FIND_A_CONSULTANT },
  },
};

/** The guide's copy for an agency and an edition year. */
export const getInvestmentGuide: Translation<typeof en.getInvestmentGuide> = (brand, year) =>
  fillTokensDeep(withBrandDeep(INVESTMENT_GUIDE, brand), { year });

/* ------------------------------------------------------------------ */
/* حاسبة العائد الإيجاري                                                */
/* ------------------------------------------------------------------ */

/** The calculator's slider labels and units (an amount is written before «درهم»). */
export const RENTAL_YIELD_SLIDER_TEXTS: Translation<typeof en.RENTAL_YIELD_SLIDER_TEXTS> = {
  propertyPrice: { label: "سعر العقار", unit: "درهم" },
  serviceCharges: { label: "رسوم الخدمات السنوية", unit: "درهم" },
  additionalCharges: { label: "رسوم إضافية", unit: "درهم" },
  annualRent: { label: "الإيجار السنوي", unit: "درهم" },
};

const RENTAL_YIELD_CALCULATOR: Translation<ReturnType<typeof en.getRentalYieldCalculator>> = {
  title: "حاسبة العائد الإيجاري",
  metaDescription:
    "احسب صافي العائد الإيجاري لعقارك في دبي: أدخل السعر والإيجار السنوي ورسوم الخدمات والتكاليف الأخرى لتعرف صافي الإيجار وصافي العائد على الاستثمار.",
  hero: {
    heading: "حاسبة العائد الإيجاري",
    text: "قدّر صافي العائد على عقارك في دبي خلال ثوانٍ. أدخل السعر والإيجار السنوي وتكاليف التشغيل لتعرف صافي الإيجار وصافي العائد على الاستثمار.",
    button: { ...FIND_A_CONSULTANT },
  },
  calculatorHeading: "احسب صافي العائد الإيجاري",
  netRentLabel: "صافي الإيجار",
  netRoiLabel: "صافي العائد على الاستثمار",
  formulaNote:
    "صافي الإيجار هو الإيجار السنوي بعد خصم رسوم الخدمات والرسوم الإضافية. وصافي العائد على الاستثمار هو صافي الإيجار مقسومًا على سعر العقار، معبّرًا عنه بنسبة مئوية.",
  goodRoiText: "يُعدّ العائد جيدًا إذا تراوح بين {min}% و{max}%.",
  rows: [
    {
      heading: "خطّط لاستثمارك",
      para: "يشرح دليلنا للاستثمار في دبي العوائد الإيجارية في كل مجتمع سكني، وتكاليف الشراء، وشروط الإقامة الذهبية، لتضع أرقام الحاسبة في سياقها قبل أن تشتري.",
      button: { label: "دليل الاستثمار", to: "/investment-guide" },
    },
    {
      heading: "تابع حركة السوق",
      para: "تتحرك الإيجارات والأسعار مع العرض والطلب. اطّلع على أحدث تقاريرنا وتحليلاتنا للسوق لتعرف إلى أين تتجه العوائد قبل اتخاذ قرارك.",
      button: { label: "تصفّح التقارير", to: "/blogs" },
    },
    {
      heading: "تحدّث إلى متخصص في المشاريع على الخارطة",
      para: "خطط السداد وأسعار الإطلاق تغيّر الحسابات. سيحسب مستشارونا العوائد المتوقعة للمشاريع على الخارطة التي تناسب ميزانيتك وإطارك الزمني.",
      button: { label: "احصل على استشارة", to: "/off-plan-properties" },
    },
  ],
  faqHeading: "لماذا تختار {brand}",
};

export const getRentalYieldCalculator: Translation<typeof en.getRentalYieldCalculator> = (brand) =>
  withBrandDeep(RENTAL_YIELD_CALCULATOR, brand);

export const getPropertyValuation: Translation<typeof en.getPropertyValuation> = (brand) => withBrandDeep(PROPERTY_VALUATION, brand);
