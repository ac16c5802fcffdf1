/** Arabic twin of ../map-list.ts (issue 43): the list/map toggle of the sale, rent and off-plan lists. */
import type * as en from "../map-list.ts";
import type { Translation } from "#app/i18n/text.ts";

export const MAP_LIST_TEXTS: Translation<typeof en.MAP_LIST_TEXTS> = {
  listView: "قائمة",
  mapView: "خريطة",
  viewToggleLabel: "طريقة عرض النتائج",
  clearArea: "إلغاء تحديد المنطقة",
  areaActive: "تُعرض النتائج داخل المنطقة المحددة على الخريطة.",
  noJs: "تحتاج الخريطة إلى تفعيل JavaScript. تعرض القائمة أدناه جميع النتائج.",
};
