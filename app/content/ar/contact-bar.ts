/** Arabic twin of ../contact-bar.ts (issue 43): the phone-only contact bar of listing and project pages. */
import type * as en from "../contact-bar.ts";
import type { Translation } from "#app/i18n/text.ts";

export const CONTACT_BAR_TEXTS: Translation<typeof en.CONTACT_BAR_TEXTS> = {
  label: "تواصل مع الوسيط العقاري",
  call: "اتصال",
  callLabel: "اتصل بـ {name}",
  whatsapp: "واتساب",
  whatsappLabel: "راسل {name} عبر واتساب",
};
