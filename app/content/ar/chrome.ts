/** Arabic twin of ../chrome.ts (issue 43): the site frame's and shared widgets' own words. */
import type * as en from "../chrome.ts";
import type { Translation } from "#app/i18n/text.ts";

export const FRAME_TEXTS: Translation<typeof en.FRAME_TEXTS> = {
  homeSuffix: "، الصفحة الرئيسية",
  wordmarkLine: "العقارية",
  mainNavLabel: "القائمة الرئيسية",
  whatsapp: "واتساب",
  whatsappGreeting: "مرحبًا {brand}، أحتاج إلى مساعدة بخصوص عقار.",
  loadingPage: "جارٍ تحميل الصفحة",
};

export const FOOTER_EXTRA_TEXTS: Translation<typeof en.FOOTER_EXTRA_TEXTS> = {
  newsletterHeading: "النشرة الإخبارية",
  newsletterText: "أحدث المشاريع المطروحة وتقارير السوق وتحركات الأسعار في دبي، مرة واحدة كل شهر.",
  socialLabel: "وسائل التواصل الاجتماعي",
  legal: "© {year} {brand} للوساطة العقارية ذ.م.م. مرخّصة من دائرة الأراضي والأملاك في دبي، رقم تسجيل المكتب لدى RERA: {orn}.",
  permitNote: "يحمل كل إعلان عقاري لدينا رقم تصريح «تراخيصي» الصادر عن دائرة الأراضي والأملاك.",
};

export const PERMIT_BADGE_TEXTS: Translation<typeof en.PERMIT_BADGE_TEXTS> = {
  label: "رقم تصريح دائرة الأراضي والأملاك",
  qrAlt: "رمز QR للتصريح رقم {permit}",
  verify: "امسح الرمز للتحقق من هذا الإعلان لدى دائرة الأراضي والأملاك في دبي.",
};

export const PLACEHOLDER_TEXTS: Translation<typeof en.PLACEHOLDER_TEXTS> = {
  eyebrow: "قريبًا",
  contact: "تحدّث إلى مستشار عقاري",
  browse: "تصفّح العقارات",
};
