/** Arabic twin of ../map.ts (issue 43): the map's placeholders, buttons and messages. */
import type * as en from "../map.ts";
import type { Translation } from "#app/i18n/text.ts";

export const MAP_TEXTS: Translation<typeof en.MAP_TEXTS> = {
  locationHeading: "الموقع",
  areaHeading: "على الخريطة",
  showMap: "عرض الخريطة",
  loading: "جارٍ تحميل الخريطة…",
  failed: "تعذّر عرض الخريطة على هذا الجهاز. وتبقى بقية محتويات الصفحة متاحة بدونها.",
  approximate: "الموقع المعروض تقريبي.",
  projectApproximate: "يظهر الموقع في وسط منطقة المشروع.",
  searchThisArea: "ابحث في هذه المنطقة",
  markersShown: "{n} على الخريطة",
  markersCapped: "تظهر على الخريطة أحدث {n} نتيجة: استخدم الفلاتر لتضييق البحث ورؤية البقية.",
  cardLoading: "جارٍ التحميل…",
  cardFailed: "تعذّر تحميل هذا العقار.",
  cardOpen: "عرض التفاصيل",
  closeCard: "إغلاق",
  zoomIn: "تكبير",
  zoomOut: "تصغير",
  attribution: "خريطة تقريبية من إعداد الوكالة",
  still: "لا يمكن تحريك الخريطة على هذا الجهاز",
};
