import type * as en from "../market.ts";
import type { Translation } from "#app/i18n/text.ts";

export const MARKET_TEXTS: Translation<typeof en.MARKET_TEXTS> = {
  heading: "مؤشرات السوق",
  intro: "متوسط الأسعار المطلوبة (الوسيط) للمنازل المعروضة في {area} خلال الأشهر الاثني عشر الماضية، حسب الشهر ونوع العقار.",
  salePerSqft: "الوسيط لسعر القدم المربع المطلوب، منازل للبيع",
  rent: "الوسيط للإيجار السنوي المطلوب، منازل للإيجار",
  month: "الشهر",
  notEnough: "لا توجد بعد عروض كافية لتقديم رقم موثوق هنا.",
  method: "محسوبة من الأسعار المطلوبة للمنازل التي أعلنّا عنها؛ ويُستبعد أي شهر يقل فيه عدد عروض النوع عن {n}.",
  gap: "–",
};
