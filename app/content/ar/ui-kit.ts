/** Arabic twin of ../ui-kit.ts (issue 43): the words of the shared widgets in app/components/ui. */
import type * as en from "../ui-kit.ts";
import type { Translation } from "#app/i18n/text.ts";

export const PAGER_TEXTS: Translation<typeof en.PAGER_TEXTS> = {
  label: "التنقل بين الصفحات",
  previousLabel: "الصفحة السابقة",
  nextLabel: "الصفحة التالية",
  selectLabel: "انتقل إلى الصفحة",
  go: "انتقال",
};
