/**
 * The Arabic edition's project descriptions (issue 43), from the same facts as the English ones
 * (projects.ts): developers and areas by their Arabic names, project names as the developers brand
 * them (Latin, after «مشروع» so a paragraph still starts right to left), Western digits and «درهم»
 * after the amount. Drawn from the project's own Arabic
 * stream (Stream.ProjectArabic), so the English data stayed as it was.
 */
import type { ProjectRow } from "../demo-data.ts";
import type { Rng } from "../random.ts";
import type { AreaProfile, CuratedProject, DeveloperProfile, ResidentialType } from "../reference-data.ts";
import { formatNumber } from "./common.ts";
import { areaNameAr } from "./listing-text-ar.ts";
import { isVillaType } from "./pricing.ts";

/** The developers' Arabic trade names. */
export const DEVELOPER_NAMES_AR: Readonly<Record<string, string>> = {
  "emaar-properties": "إعمار العقارية",
  "damac-properties": "داماك العقارية",
  nakheel: "نخيل",
  "sobha-realty": "شوبا العقارية",
  meraas: "مراس",
  "ellington-properties": "إلينغتون العقارية",
  "binghatti-developers": "بن غاطي للتطوير",
  "dubai-properties": "دبي للعقارات",
  "select-group": "سيلكت جروب",
  omniyat: "أومنيات",
  "azizi-developments": "عزيزي للتطوير العقاري",
  "danube-properties": "دانوب العقارية",
  deyaar: "ديار",
  "aldar-properties": "الدار العقارية",
  nshama: "نشامى",
  arada: "أرادا",
  mag: "ماج",
  "majid-al-futtaim": "ماجد الفطيم",
  "wasl-properties": "وصل العقارية",
  "samana-developers": "سمانا للتطوير",
  "dubai-south-properties": "دبي الجنوب العقارية",
};

const developerNameAr = (d: DeveloperProfile) => DEVELOPER_NAMES_AR[d.slug] ?? d.name;

const MONTHS_AR = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"] as const;

/** The types as a buyer hears them, definite and plural: «الشقق», «الفلل». */
const TYPES_AR: Record<ResidentialType, string> = {
  Apartment: "الشقق",
  Penthouse: "البنتهاوس",
  Duplex: "الشقق الدوبلكس",
  Villa: "الفلل",
  Townhouse: "منازل التاون هاوس",
};

function listAr(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join("، ")} و${items[items.length - 1]}`;
}

function roomsAr(bedrooms: number): string {
  if (bedrooms <= 0) return "الاستوديو";
  if (bedrooms === 1) return "غرفة نوم واحدة";
  if (bedrooms === 2) return "غرفتي نوم";
  return bedrooms <= 10 ? `${bedrooms} غرف نوم` : `${bedrooms} غرفة نوم`;
}

function rangeAr(low: number, high: number): string {
  if (low === high) return low === 0 ? "بنظام الاستوديو" : `من ${roomsAr(low)}`;
  return `تتراوح بين ${roomsAr(low)} و${roomsAr(high)}`;
}

const floorsAr = (floors: number) => (floors <= 10 ? `${floors} طوابق` : `${floors} طابقاً`);

const TOWER_LINES = [
  "صُممت واجهته وردهته لتكون علامة فارقة في أفق المدينة.",
  "تتميز كل وحدة بشرفة ونوافذ واسعة تؤطر الإطلالات.",
  "يوازن التصميم بين المساحات العملية والمرافق المشتركة السخية.",
] as const;

const HOUSE_AMENITIES = [
  "مسبح مجتمعي",
  "نادٍ اجتماعي",
  "نادٍ رياضي",
  "مسارات للدراجات",
  "مركز تجاري",
  "مناطق لعب للأطفال",
  "ملاعب تنس",
  "مناطق للشواء",
] as const;

const TOWER_AMENITIES = [
  "مسبح لا متناهي",
  "نادٍ رياضي متكامل",
  "صالة خاصة بالسكان",
  "نادٍ للأطفال",
  "تراس على السطح",
  "مساحة عمل مشتركة",
  "سبا",
  "خدمة كونسيرج على مدار الساعة",
] as const;

export function projectDescriptionAr(
  rng: Rng,
  p: CuratedProject,
  area: AreaProfile,
  developer: DeveloperProfile,
  row: Pick<
    ProjectRow,
    "handover" | "price_from" | "pp_first_installment" | "pp_under_construction" | "pp_on_handover" | "pp_post_handover"
  >,
): string {
  const houses = p.types.every(isVillaType);
  const [low, high] = p.bedrooms;
  const where = areaNameAr(area);
  const by = developerNameAr(developer);
  const types = listAr(p.types.map((t) => TYPES_AR[t]));
  const intro = houses
    ? `مشروع ${p.name} مجتمع سكني مسوّر من تطوير ${by} في ${where}، يضم خيارات من ${types} ${rangeAr(low, high)}. ` +
      "تتوزع المنازل على شوارع منسقة بالمساحات الخضراء مع حدائق وممرات للمشي ومناطق لعب للأطفال."
    : `مشروع ${p.name} برج سكني من ${floorsAr(p.floors)} من تطوير ${by} في ${where}، يضم خيارات من ${types} ${rangeAr(low, high)}. ` +
      rng.pick(TOWER_LINES);
  const amenities = rng.sample(houses ? HOUSE_AMENITIES : TOWER_AMENITIES, 4);
  const lifestyle = `سيستمتع السكان بمرافق تشمل ${listAr(amenities)}، ويقع المشروع على مسافة قصيرة بالسيارة من أبرز معالم ${where}.`;
  const [year, month] = (row.handover ?? "2028-12").split("-").map(Number);
  const handover = `${MONTHS_AR[(month ?? 12) - 1] ?? MONTHS_AR[11]} ${year}`;
  const plan = [row.pp_first_installment, row.pp_under_construction, row.pp_on_handover, row.pp_post_handover];
  const planText = plan[3]
    ? `${plan[0]}% عند الحجز، و${plan[1]}% خلال الإنشاء، و${plan[2]}% عند التسليم، و${plan[3]}% بعد التسليم`
    : `${plan[0]}/${plan[1]}/${plan[2]}`;
  const terms =
    `تبدأ الأسعار من ${formatNumber(row.price_from ?? 0)} درهم مع خطة سداد ${planText}، ومن المتوقع التسليم في ${handover}. ` +
    "تُودَع الدفعات في حساب الضمان الخاص بالمشروع وفقاً لقوانين دبي.";
  return [intro, lifestyle, terms].join("\n\n");
}
