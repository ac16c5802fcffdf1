/**
 * The Arabic edition's listing titles and descriptions (issue 43), written from the same facts as the
 * English ones (listing-text.ts) in the register of Dubai's Arabic property portals: Western digits,
 * prices with «درهم» after the amount, areas by their Arabic names. Written, not translated: the
 * sentences follow Arabic word order and agreement (a villa is feminine, a penthouse masculine).
 *
 * Every draw comes from the listing's own Arabic stream (Stream.ListingArabic), so adding Arabic
 * changed none of the English data. Plain string building, no Intl: it runs 100,000 times a seed.
 */
import type { Furnishing, ListingType } from "#app/db/schema.ts";
import type { Rng } from "../random.ts";
import type { AreaProfile, CommercialType, ResidentialType } from "../reference-data.ts";
import { formatNumber } from "./common.ts";
import type { BusinessFacts, ListingFacts } from "./listing-text.ts";
import type { Place } from "./listings.ts";
import { type CommercialAmenity, isVillaType, type ResidentialAmenity } from "./pricing.ts";

/** The areas' Arabic names, as the developers and the Dubai Land Department write them. */
export const AREA_NAMES_AR: Readonly<Record<string, string>> = {
  "dubai-marina": "دبي مارينا",
  "downtown-dubai": "داون تاون دبي",
  "palm-jumeirah": "نخلة جميرا",
  "jumeirah-village-circle": "قرية جميرا الدائرية",
  "business-bay": "الخليج التجاري",
  "dubai-hills-estate": "دبي هيلز استيت",
  "jumeirah-beach-residence": "جميرا بيتش ريزيدنس",
  "arabian-ranches": "المرابع العربية",
  "dubai-creek-harbour": "دبي كريك هاربر",
  difc: "مركز دبي المالي العالمي",
  "jumeirah-lake-towers": "أبراج بحيرات جميرا",
  "al-barsha": "البرشاء",
  "dubai-south": "دبي الجنوب",
  "mbr-city": "مدينة محمد بن راشد",
  "damac-hills": "داماك هيلز",
  "town-square": "تاون سكوير",
  "emaar-beachfront": "إعمار بيتشفرونت",
  "city-walk": "سيتي ووك",
  "bluewaters-island": "جزيرة بلوواترز",
  "al-furjan": "الفرجان",
  "motor-city": "موتور سيتي",
  "dubai-sports-city": "مدينة دبي الرياضية",
  "dubai-silicon-oasis": "واحة دبي للسيليكون",
  "jumeirah-golf-estates": "جميرا جولف استيتس",
  "tilal-al-ghaf": "تلال الغاف",
  meydan: "ميدان",
  "al-quoz": "القوز",
  deira: "ديرة",
  "jumeirah-village-triangle": "قرية جميرا المثلثة",
  arjan: "أرجان",
  "dubai-investments-park": "مجمع دبي للاستثمار",
  "the-springs": "الينابيع",
  "emirates-hills": "تلال الإمارات",
  "al-aweer": "العوير",
};

/** An area in Arabic; an area added to the data without one keeps its English name. */
export const areaNameAr = (area: AreaProfile) => AREA_NAMES_AR[area.slug] ?? area.name;

type Gender = "m" | "f";
/** A noun as a title names it and as a sentence points at it («هذه الشقة»), with its gender for agreement. */
interface Noun {
  plain: string;
  definite: string;
  gender: Gender;
}
/** An adjective in both genders: [masculine, feminine]. */
type Adjective = readonly [string, string];
const agree = (adjective: Adjective, gender: Gender) => (gender === "m" ? adjective[0] : adjective[1]);

const HOME_NOUNS: Record<ResidentialType, Noun> = {
  Apartment: { plain: "شقة", definite: "الشقة", gender: "f" },
  Penthouse: { plain: "بنتهاوس", definite: "البنتهاوس", gender: "m" },
  Duplex: { plain: "شقة دوبلكس", definite: "الشقة الدوبلكس", gender: "f" },
  Villa: { plain: "فيلا", definite: "الفيلا", gender: "f" },
  Townhouse: { plain: "تاون هاوس", definite: "التاون هاوس", gender: "m" },
};
const STUDIO: Noun = { plain: "استوديو", definite: "الاستوديو", gender: "m" };

/** 3 to 10 with a feminine noun (غرفة): the number takes the masculine form. */
const COUNT_WITH_FEMININE = ["", "", "", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثماني", "تسع", "عشر"] as const;
/** 3 to 10 with a masculine noun (حمام): the number takes the feminine form. */
const COUNT_WITH_MASCULINE = ["", "", "", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة"] as const;

/** «بغرفتي نوم», «بأربع غرف نوم»: what follows the noun; empty for a studio. */
export function bedroomsAr(bedrooms: number): string {
  if (bedrooms <= 0) return "";
  if (bedrooms === 1) return "بغرفة نوم واحدة";
  if (bedrooms === 2) return "بغرفتي نوم";
  if (bedrooms <= 10) return `ب${COUNT_WITH_FEMININE[bedrooms]} غرف نوم`;
  return `بـ${bedrooms} غرفة نوم`;
}

function bathroomsAr(bathrooms: number): string {
  if (bathrooms <= 1) return "حماماً واحداً";
  if (bathrooms === 2) return "حمامين";
  if (bathrooms <= 10) return `${COUNT_WITH_MASCULINE[bathrooms]} حمامات`;
  return `${bathrooms} حماماً`;
}

const homeNoun = (f: ListingFacts): Noun => (f.bedrooms === 0 && f.type === "Apartment" ? STUDIO : HOME_NOUNS[f.type]);
const purposeAr = (listingType: ListingType) => (listingType === "RENT" ? "للإيجار" : "للبيع");
/** Words with a space between, skipping empty slots (no string scans: this runs 100,000 times a seed). */
function words(...parts: string[]): string {
  let out = "";
  for (const part of parts) if (part) out = out ? `${out} ${part}` : part;
  return out;
}
const joinTitle = (...parts: string[]) => parts.filter(Boolean).join(" | ");

const VIEWS_AR: Partial<Record<ResidentialAmenity, string>> = {
  "Sea view": "البحر",
  "Marina view": "المارينا",
  "Burj Khalifa view": "برج خليفة",
  "Golf course view": "ملعب الغولف",
  "Canal view": "القناة المائية",
  "Lake view": "البحيرة",
  "Creek view": "الخور",
  "Lagoon view": "اللاجون",
};

const GOLDEN_VISA_AED = 2_000_000;

function homeAdjectives(f: ListingFacts): Adjective[] {
  const list: Adjective[] = [
    ["واسع", "واسعة"],
    ["مشرق", "مشرقة"],
    ["أنيق", "أنيقة"],
    ["عصري", "عصرية"],
    ["راقٍ", "راقية"],
  ];
  if (f.area.salePsf[0] >= 2000) list.push(["فاخر", "فاخرة"], ["فخم", "فخمة"]);
  if (f.furnishing === "furnished") list.push(["مفروش بالكامل", "مفروشة بالكامل"], ["مفروش", "مفروشة"]);
  if (f.offPlan || f.buildYear >= 2024) list.push(["جديد", "جديدة"]);
  if (f.buildYear <= 2014 && !f.offPlan) list.push(["مجدَّد", "مجدَّدة"]);
  if (f.type === "Villa") list.push(["مستقل", "مستقلة"], ["عائلي", "عائلية"]);
  if (f.type === "Townhouse") list.push(["عائلي", "عائلية"]);
  return list;
}

/** «مع إطلالة على البحر», «مع مسبح خاص»… or nothing. */
function homeFeature(rng: Rng, f: ListingFacts): string {
  const view = f.amenities.map((a) => VIEWS_AR[a]).find((v) => v !== undefined);
  if (view && rng.chance(0.8)) return rng.pick([`مع إطلالة كاملة على ${view}`, `مع إطلالة على ${view}`]);
  const options: string[] = [];
  if (f.amenities.includes("Private pool")) options.push("مع مسبح خاص");
  if (f.amenities.includes("Maid's room")) options.push("مع غرفة خادمة");
  if (f.amenities.includes("Private garden")) options.push("مع حديقة خاصة");
  if (f.amenities.includes("Balcony")) options.push("مع شرفة واسعة");
  if (f.amenities.includes("Study")) options.push("مع غرفة مكتب");
  return options.length > 0 && rng.chance(0.7) ? rng.pick(options) : "";
}

function homeTags(f: ListingFacts, gender: Gender): string[] {
  if (f.offPlan) return ["إعادة بيع على الخارطة", "خطة سداد ميسّرة", "التسليم في الربع الأخير من 2026"];
  if (f.listingType === "RENT") {
    const tags = [
      agree(["متاح الآن", "متاحة الآن"], gender),
      agree(["جاهز للسكن فوراً", "جاهزة للسكن فوراً"], gender),
      "الدفع على عدة شيكات",
      "حصرياً لدينا",
    ];
    if (f.amenities.includes("Pets allowed")) tags.push("يُسمح بالحيوانات الأليفة");
    if (f.furnishing === "furnished") tags.push(agree(["مفروش وجاهز للانتقال", "مفروشة وجاهزة للانتقال"], gender));
    return tags;
  }
  const tags = [
    agree(["شاغر عند نقل الملكية", "شاغرة عند نقل الملكية"], gender),
    agree(["مؤجر حالياً", "مؤجرة حالياً"], gender),
    "البائع جاد",
    "سعر مغرٍ",
    "فرصة استثمارية",
    "حصرياً لدينا",
  ];
  if (f.price !== null && f.price >= GOLDEN_VISA_AED) tags.push(agree(["مؤهل للإقامة الذهبية", "مؤهلة للإقامة الذهبية"], gender));
  return tags;
}

/** e.g. «شقة فاخرة بغرفتي نوم مع إطلالة على البحر في دبي مارينا». */
export function residentialTitleAr(rng: Rng, f: ListingFacts): string {
  const noun = homeNoun(f);
  const bed = bedroomsAr(f.bedrooms);
  const adjective = agree(rng.pick(homeAdjectives(f)), noun.gender);
  const feature = homeFeature(rng, f);
  const tag = rng.pick(homeTags(f, noun.gender));
  const area = areaNameAr(f.area);
  switch (rng.int(0, 3)) {
    case 0:
      return words(noun.plain, adjective, bed, feature, "في", area);
    case 1:
      return joinTitle(words(noun.plain, bed, feature, "في", area), tag);
    case 2:
      return joinTitle(words(noun.plain, adjective, bed, "في", area), feature.startsWith("مع ") ? feature.slice(3) : feature);
    default:
      return joinTitle(tag, words(noun.plain, adjective, bed, feature));
  }
}

const BUSINESS_NOUNS: Record<CommercialType, Noun> = {
  Office: { plain: "مكتب", definite: "المكتب", gender: "m" },
  Shop: { plain: "محل تجاري", definite: "المحل التجاري", gender: "m" },
  "Commercial Building": { plain: "مبنى تجاري", definite: "المبنى التجاري", gender: "m" },
  "Commercial Floor": { plain: "طابق تجاري كامل", definite: "الطابق التجاري الكامل", gender: "m" },
  "Commercial Plot": { plain: "أرض تجارية", definite: "الأرض التجارية", gender: "f" },
  "Commercial Villa": { plain: "فيلا تجارية", definite: "الفيلا التجارية", gender: "f" },
  Retail: { plain: "مساحة تجزئة", definite: "مساحة التجزئة", gender: "f" },
  "Labor Camp": { plain: "سكن عمال", definite: "سكن العمال", gender: "m" },
  "Show Room": { plain: "صالة عرض", definite: "صالة العرض", gender: "f" },
  Warehouse: { plain: "مستودع", definite: "المستودع", gender: "m" },
  Farm: { plain: "مزرعة", definite: "المزرعة", gender: "f" },
  Factory: { plain: "مصنع", definite: "المصنع", gender: "m" },
  Hotel: { plain: "فندق", definite: "الفندق", gender: "m" },
};

const BUSINESS_TITLES: Record<CommercialType, readonly string[]> = {
  Office: ["مكتب مجهز", "مساحة مكتبية", "مكتب مجهز في برج من الفئة الأولى", "مكتب مع قواطع", "مكتب على الهيكل"],
  Shop: ["محل تجاري في الطابق الأرضي", "محل تجزئة في الطابق الأرضي", "محل تجاري على الزاوية", "محل بواجهة على الشارع"],
  "Commercial Building": ["مبنى تجاري", "مبنى تجاري مؤجر بالكامل", "مبنى متعدد الاستخدامات"],
  "Commercial Floor": ["طابق مكاتب كامل", "طابق كامل في برج من الفئة الأولى", "طابق كامل مجهز"],
  "Commercial Plot": ["أرض تجارية", "أرض متعددة الاستخدامات", "أرض تجارية تملك حر", "أرض تجارية على الزاوية"],
  "Commercial Villa": ["فيلا تجارية", "فيلا للاستخدام التجاري", "فيلا تجارية على شارع رئيسي"],
  Retail: ["مساحة تجزئة", "وحدة تجزئة في الطابق الأرضي", "وحدة تجزئة بموقع مميز", "وحدة تجزئة مع ميزانين"],
  "Labor Camp": ["سكن عمال", "مبنى سكن موظفين", "سكن عمال مرخّص"],
  "Show Room": ["صالة عرض على شارع رئيسي", "صالة عرض بارتفاع مزدوج", "صالة عرض مع ميزانين"],
  Warehouse: ["مستودع بكهرباء ثلاثية الطور", "مستودع مع رصيف تحميل", "مستودع معزول حرارياً", "مستودع مع مساحة مكتبية"],
  Farm: ["مزرعة مع فيلا", "مزرعة نخيل منتجة", "أرض زراعية مع بئر ماء"],
  Factory: ["مصنع برخصة صناعية", "منشأة تصنيع", "مصنع مع مبنى إداري"],
  Hotel: ["فندق قيد التشغيل", "مبنى فندقي", "مبنى شقق فندقية"],
};

function businessTags(f: BusinessFacts): string[] {
  const tags =
    f.listingType === "RENT"
      ? ["جاهزية فورية", "شروط دفع مرنة", "الدفع على عدة شيكات"]
      : ["عائد استثماري مرتفع", "تملك حر", "تسليم شاغر عند نقل الملكية", "بعقد إيجار قائم"];
  if (f.type === "Shop" || f.type === "Retail") tags.push("حركة زوار كثيفة", "واجهة على شارع رئيسي");
  if (f.type === "Labor Camp") tags.push("باعتماد بلدية دبي", "إشغال كامل");
  if (f.type === "Commercial Plot") tags.push(`تصريح بناء G+${f.size > 30_000 ? 12 : 4}`);
  if (f.furnishing === "furnished" && f.type === "Office") tags.push("مفروش بالكامل");
  return tags;
}

export function commercialTitleAr(rng: Rng, f: BusinessFacts): string {
  let main = rng.pick(BUSINESS_TITLES[f.type]);
  // Only a bare unit can be advertised as shell & core.
  if (main === "مكتب على الهيكل" && f.furnishing !== "unfurnished") main = "مكتب مجهز";
  const tag = rng.pick(businessTags(f));
  return rng.chance(0.5) ? joinTitle(words(main, "في", areaNameAr(f.area)), tag) : joinTitle(main, tag);
}

/** Where the unit is: its building and community keep their own (Latin) names, the area is in Arabic. */
function whereAr(place: Place, area: AreaProfile): string {
  const community = place.community?.name;
  let out = place.building ?? "";
  if (community && community !== place.building) out = out ? `${out}، ${community}` : community;
  return out ? `${out}، ${areaNameAr(area)}` : areaNameAr(area);
}

/** «هذه الفيلا المفروشة»: a pointer, the definite noun and the furnishing in agreement. */
const FURNISHED_DEFINITE: Record<Furnishing, Adjective> = {
  furnished: ["المفروش", "المفروشة"],
  "semi-furnished": ["المفروش جزئياً", "المفروشة جزئياً"],
  unfurnished: ["غير المفروش", "غير المفروشة"],
};
function pointedAt(noun: Noun, furnishing: Furnishing | null): string {
  const pointer = noun.gender === "m" ? "هذا" : "هذه";
  return words(pointer, noun.definite, furnishing ? agree(FURNISHED_DEFINITE[furnishing], noun.gender) : "");
}

const OPENERS = ["يسعدنا أن نقدم لكم", "نقدم لكم", "اكتشفوا", "نرحب بكم في"] as const;

const floorAr = (floor: string | null) => (floor === "G" ? "في الطابق الأرضي" : floor ? `في الطابق ${floor}` : "");

const AMENITIES_AR: Record<ResidentialAmenity | CommercialAmenity, string> = {
  "Swimming pool": "مسبح مشترك",
  Gym: "نادٍ رياضي",
  "Covered parking": "موقف سيارات مغطى",
  Balcony: "شرفة",
  Concierge: "خدمة كونسيرج",
  "Kids play area": "منطقة ألعاب للأطفال",
  "Maid's room": "غرفة خادمة",
  Study: "غرفة مكتب",
  "Private garden": "حديقة خاصة",
  "Private pool": "مسبح خاص",
  "Shared spa": "سبا مشترك",
  Security: "حراسة أمنية على مدار الساعة",
  "Pets allowed": "السماح بالحيوانات الأليفة",
  "Built-in wardrobes": "خزائن مدمجة",
  "Central A/C": "تكييف مركزي",
  "Walk-in closet": "غرفة ملابس",
  "Barbecue area": "منطقة شواء",
  "Beach access": "وصول مباشر إلى الشاطئ",
  "Sea view": "إطلالة على البحر",
  "Marina view": "إطلالة على المارينا",
  "Burj Khalifa view": "إطلالة على برج خليفة",
  "Golf course view": "إطلالة على ملعب الغولف",
  "Canal view": "إطلالة على القناة المائية",
  "Lake view": "إطلالة على البحيرة",
  "Creek view": "إطلالة على الخور",
  "Lagoon view": "إطلالة على اللاجون",
  "Community view": "إطلالة على المجمع",
  Pantry: "مطبخ صغير",
  "Meeting rooms": "غرف اجتماعات",
  "Reception area": "منطقة استقبال",
  "Lift access": "مصاعد",
  "24/7 access": "دخول على مدار الساعة",
  "Fibre internet": "إنترنت بالألياف الضوئية",
  "Sprinkler system": "نظام رشاشات لإطفاء الحريق",
  "Loading bay": "رصيف تحميل",
  "3-phase power": "كهرباء ثلاثية الطور",
  Mezzanine: "ميزانين",
  Shopfront: "واجهة عرض",
  Storage: "مساحة تخزين",
};

/** «أ، ب و ج» as Arabic lists them. */
function listAr(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join("، ")} و${items[items.length - 1]}`;
}

const HOME_DETAILS = [
  "يتميز التصميم بتوزيع عملي مع مطبخ منفصل ومساحات رحبة للمعيشة وتناول الطعام.",
  "تُدخل النوافذ الممتدة من الأرض إلى السقف الضوء الطبيعي طوال اليوم.",
  "يأتي المطبخ المفتوح مجهزاً بأجهزة عالية الجودة ومساحات تخزين وافرة.",
  "غرف النوم بمساحات مريحة والحمامات بتشطيبات عالية الجودة.",
  "الوحدة بحالة ممتازة وتحظى بصيانة دورية.",
  "تنفتح مساحات المعيشة على مساحة خارجية مثالية لاستقبال الضيوف.",
] as const;

const HOUSE_DETAILS = [
  "يضم الطابق الأرضي صالة معيشة وطعام مفتوحة، وغرف النوم في الطابق العلوي لمزيد من الخصوصية.",
  "الحديقة المنسقة مثالية للعائلات ولتناول الطعام في الهواء الطلق.",
  "مساحة الأرض الواسعة تتيح إضافة مسبح أو توسعة الحديقة.",
  "يقع المنزل في شارع هادئ على بعد خطوات من الحدائق ومناطق لعب الأطفال.",
] as const;

function locationParagraphAr(rng: Rng, area: AreaProfile, business = false): string {
  const name = areaNameAr(area);
  if (business)
    return rng.pick([
      `يتمتع الموقع بسهولة الوصول إلى أبرز الطرق الرئيسية في ${name}، مع وسائل مواصلات ومواقف قريبة للعملاء والموظفين.`,
      `تُعد ${name} من أكثر المناطق طلباً للأعمال في دبي، بفضل موقعها المتميز وسهولة الوصول إليها من شارع الشيخ زايد.`,
    ]);
  return rng.pick([
    `يتمتع الموقع بسهولة الوصول إلى أبرز الطرق والمعالم في ${name}، مع مدارس ومراكز تسوق ومرافق صحية على مقربة.`,
    `يستمتع السكان بقرب المواصلات والخدمات اليومية في ${name}، مع سهولة الوصول إلى شارع الشيخ زايد وبقية أنحاء دبي.`,
    `تُعد ${name} من أكثر المناطق طلباً في دبي، بفضل موقعها المتميز وخدماتها المتكاملة.`,
  ]);
}

function chequesAr(rng: Rng): string {
  return rng.pick(["على شيك واحد حتى 4 شيكات", "على 4 شيكات كحد أقصى", "على شيكين", "بشيك واحد"]);
}

function termsParagraphAr(
  rng: Rng,
  f: { listingType: ListingType; price: number | null; deposit: number | null },
  offPlan: boolean,
): string {
  const contact = rng.pick(["تواصلوا معنا لترتيب موعد المعاينة.", "احجزوا معاينتكم اليوم.", "للاستفسار وحجز المعاينة تواصلوا معنا."]);
  if (f.price === null) return `السعر عند الطلب. ${contact}`;
  if (f.listingType === "RENT")
    return `الإيجار السنوي ${formatNumber(f.price)} درهم، يُدفع ${chequesAr(rng)}. مبلغ التأمين ${formatNumber(f.deposit ?? 0)} درهم. ${contact}`;
  if (offPlan) return `السعر المطلوب ${formatNumber(f.price)} درهم، ويُسدَّد المبلغ المتبقي وفق خطة سداد المطوّر حتى التسليم. ${contact}`;
  return `السعر المطلوب ${formatNumber(f.price)} درهم. ${rng.pick(["تسليم شاغر عند نقل الملكية.", "العقار مؤجر حالياً، فرصة مثالية للمستثمرين.", "المعاينة بموعد مسبق."])} ${contact}`;
}

export function residentialDescriptionAr(rng: Rng, f: ListingFacts): string {
  const noun = homeNoun(f);
  const verb = (feminine: string, masculine: string) => (noun.gender === "f" ? feminine : masculine);
  const floor = floorAr(f.floor);
  const intro =
    words(
      rng.pick(OPENERS),
      pointedAt(noun, f.furnishing),
      bedroomsAr(f.bedrooms),
      purposeAr(f.listingType),
      "في",
      `${whereAr(f.place, f.area)}.`,
    ) +
    ` ${verb("تمتد", "يمتد")} على مساحة ${formatNumber(f.size)} قدم مربع ${verb("وتضم", "ويضم")} ${bathroomsAr(f.bathrooms)}` +
    (floor ? `، ${verb("وتقع", "ويقع")} ${floor}.` : ".");
  const shown = f.amenities.filter((a) => a !== "Central A/C" && a !== "Security").slice(0, 6);
  const house = isVillaType(f.type);
  const features =
    (shown.length > 0 ? `من أبرز المزايا: ${listAr(shown.map((a) => AMENITIES_AR[a]))}. ` : "") +
    rng.pick(house ? HOUSE_DETAILS : HOME_DETAILS) +
    (f.offPlan
      ? ` ${house ? "المجمع" : "المبنى"} قيد الإنشاء، ومن المتوقع التسليم في الربع الأخير من عام 2026.`
      : ` اكتمل بناء ${house ? "المنزل" : "المبنى"} عام ${f.buildYear}.`);
  const paragraphs = [intro, features];
  if (rng.chance(0.8)) paragraphs.push(locationParagraphAr(rng, f.area));
  if (rng.chance(f.listingType === "RENT" ? 0.9 : 0.7)) paragraphs.push(termsParagraphAr(rng, f, f.offPlan));
  return paragraphs.join("\n\n");
}

const BUSINESS_DETAILS: Record<CommercialType, string> = {
  Office: "تناسب المساحة الشركات والمكاتب المهنية، مع إضاءة طبيعية جيدة ومساحة مفتوحة بلا أعمدة.",
  Shop: "واجهته على الشارع وموقع اللافتة يجعلانه مناسباً للتجزئة أو المطاعم والمقاهي أو الخدمات.",
  "Commercial Building": "المبنى مؤجر لمزيج من المستأجرين التجاريين والسكنيين، بدخل إيجاري مستقر.",
  "Commercial Floor": "يمنح الطابق الكامل الشركة حضوراً مستقلاً ومرونة تامة في التصميم الداخلي.",
  "Commercial Plot": "الأرض تملك حر ومناسبة لمشروع متعدد الاستخدامات أو مكتبي أو تجاري، وفق الموافقات اللازمة.",
  "Commercial Villa": "الفيلا معتمدة للاستخدام التجاري وتناسب عيادة أو حضانة أو صالون أو مكتباً.",
  Retail: "تستفيد الوحدة من حركة زوار كثيفة وظهور واضح، وتناسب التجزئة أو المطاعم والمقاهي أو الخدمات.",
  "Labor Camp": "السكن مرخّص ويضم غرفاً ومطابخ ودورات مياه ومنطقة ترفيه.",
  "Show Room": "الواجهات الزجاجية بارتفاع مزدوج والموقع على شارع رئيسي يجعلانها مثالية لمعارض السيارات أو الأثاث أو الديكور.",
  Warehouse: "يتميز المستودع بارتفاع صافٍ مناسب للرفوف، ومنطقة تحميل مغطاة، وميزانين للمكاتب.",
  Farm: "تضم المزرعة سكناً وأشجار نخيل وبئر ماء، مع طريق معبّد يصل إليها.",
  Factory: "تملك المنشأة رخصة صناعية وإمداد كهرباء عالي القدرة ومساحة للإنتاج والتخزين.",
  Hotel: "الفندق قيد التشغيل ويضم غرفاً ومطعماً وقاعات اجتماعات ومواقف سيارات.",
};

export function commercialDescriptionAr(rng: Rng, f: BusinessFacts): string {
  const noun = BUSINESS_NOUNS[f.type];
  const floor = floorAr(f.floor);
  const intro =
    words(rng.pick(OPENERS), pointedAt(noun, f.furnishing), purposeAr(f.listingType), "في", `${whereAr(f.place, f.area)}،`) +
    ` بمساحة إجمالية تبلغ ${formatNumber(f.size)} قدم مربع${floor ? ` ${floor}` : ""}.`;
  const shown = f.amenities.slice(0, 6).map((a) => AMENITIES_AR[a]);
  const features = `${BUSINESS_DETAILS[f.type]}${shown.length > 0 ? ` ومن المزايا: ${listAr(shown)}.` : ""}`;
  const paragraphs = [intro, features];
  if (rng.chance(0.75)) paragraphs.push(locationParagraphAr(rng, f.area, true));
  if (rng.chance(0.8)) paragraphs.push(termsParagraphAr(rng, f, false));
  return paragraphs.join("\n\n");
}
