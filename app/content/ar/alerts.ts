import type * as en from "../alerts.ts";
import type { Translation } from "#app/i18n/text.ts";
import { countText } from "#app/i18n/text.ts";

/** Arabic twin of content/alerts.ts: the alert box, its pages and e-mails (UAE property register). */

const ltr = (text: string) => `\u2066${text}\u2069`;

export const ALERT_FORM_TEXTS: Translation<typeof en.ALERT_FORM_TEXTS> = {
  heading: "فعّل تنبيهًا لهذا البحث",
  intro: "نرسل إليك بالبريد الإلكتروني العقارات الجديدة وتخفيضات الأسعار المطابقة للفلاتر في هذه الصفحة.",
  emailLabel: "بريدك الإلكتروني",
  emailPlaceholder: "name@example.com",
  frequencyLabel: "عدد مرات الإرسال",
  frequencyOptions: [
    { value: "instant", label: "فور إدراج العقارات" },
    { value: "daily", label: "مرة يوميًا" },
    { value: "weekly", label: "مرة أسبوعيًا" },
  ],
  consentLabel: (brand: string) =>
    `أوافق على أن تحتفظ ${brand} ببريدي الإلكتروني وبهذا البحث لإرسال تنبيهات العقارات هذه إليّ، كما هو موضح أدناه.`,
  privacyTitle: "كيف نستخدم بياناتك",
  privacyPoints: [
    "ما نحتفظ به: بريدك الإلكتروني، وفلاتر هذا البحث، واللغة وعدد مرات الإرسال التي اخترتها، ووقت موافقتك.",
    "الغرض: إرسال التنبيهات التي تطلبها هنا فقط. لا نستخدمها لأي تسويق آخر ولا نبيعها ولا نشاركها، ويتولى مزوّد البريد الإلكتروني إرسالها نيابةً عنا.",
    "مدة الاحتفاظ: حتى تلغي الاشتراك. وإذا لم تؤكد الطلب خلال 7 أيام فلن نستخدمه.",
    "القرار بيدك: يمكنك تعديل التنبيه أو إيقافه مؤقتًا أو سحب موافقتك في أي وقت عبر الرابط الموجود في كل رسالة تنبيه، كما يحق لك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها.",
    "وذلك وفقًا لقانون حماية البيانات الشخصية في دولة الإمارات (المرسوم بقانون اتحادي رقم 45 لسنة 2021).",
  ],
  submit: "نبّهني",
  busy: "جارٍ الحفظ…",
  openForm: "إعداد التنبيه لهذا البحث",
};

export const ALERT_MESSAGES: Translation<typeof en.ALERT_MESSAGES> = {
  emailInvalid: `يرجى إدخال بريد إلكتروني صحيح، مثل ${ltr("name@example.com")}.`,
  frequencyInvalid: "يرجى اختيار عدد مرات إرسال التنبيه.",
  consentRequired: "ضع علامة في المربع للموافقة، فلا يمكننا إرسال التنبيهات دون موافقتك.",
  summary: "يرجى تصحيح الحقول الموضحة أدناه.",
  rateLimited: "وصلتنا طلبات كثيرة من اتصالك. يرجى المحاولة مجددًا بعد بضع دقائق.",
  failure: "تعذّر حفظ التنبيه. يرجى المحاولة مجددًا.",
  searchInvalid: "لا يمكن حفظ هذا البحث. افتح قائمة العقارات وحاول مجددًا من هناك.",
  sent: (email: string) => `خطوة أخيرة: أرسلنا رابطًا إلى ${ltr(email)}. افتحه لتأكيد التنبيه، ولن نرسل إليك أي شيء آخر قبل ذلك.`,
};

export const ALERT_PAGE_TEXTS: Translation<typeof en.ALERT_PAGE_TEXTS> = {
  sentTitle: "تحقق من بريدك الإلكتروني",
  sentBody: "أرسلنا إليك رسالة فيها رابط لتأكيد التنبيه، ولن نرسل إليك أي شيء آخر قبل أن تؤكده.",
  formTitle: "إعداد تنبيه",
  backToList: "العودة إلى العقارات",
  confirmTitle: "أكّد التنبيه",
  confirmIntro: "أكّد رغبتك في تلقي رسائل عن هذا البحث:",
  confirmButton: "تأكيد التنبيه",
  confirmedTitle: "تم تفعيل التنبيه",
  confirmedBody: "سنرسل إليك العقارات الجديدة وتخفيضات الأسعار المطابقة لهذا البحث.",
  manageTitle: "تنبيهك",
  manageIntro: "تصلك رسائل عن هذا البحث:",
  stateLabel: "الحالة",
  states: { pending: "بانتظار تأكيدك", active: "مفعّل", paused: "متوقف مؤقتًا", unsubscribed: "تم إلغاء الاشتراك" },
  frequencyLabel: "عدد مرات الإرسال",
  saveFrequency: "حفظ",
  frequencySaved: "تم الحفظ: سيصلك التنبيه بالوتيرة التي اخترتها.",
  pauseButton: "إيقاف التنبيه مؤقتًا",
  resumeButton: "استئناف التنبيه",
  paused: "التنبيه متوقف مؤقتًا: لن نرسل شيئًا حتى تستأنفه.",
  resumed: "تم استئناف التنبيه.",
  unsubscribeButton: "إلغاء الاشتراك",
  manageLink: "تعديل هذا التنبيه أو إيقافه مؤقتًا",
  unsubscribeTitle: "إلغاء الاشتراك في هذا التنبيه",
  unsubscribeIntro: "أوقف الرسائل عن هذا البحث:",
  unsubscribedTitle: "تم إلغاء اشتراكك",
  unsubscribedBody: "لن نرسل إليك أي رسائل أخرى عن هذا البحث، وقد سُحبت موافقتك.",
  invalidTitle: "هذا الرابط لا يعمل",
  invalidBody: "الرابط غير مكتمل أو غير معروف. استخدم الرابط الموجود في أحدث رسالة تنبيه وصلتك.",
  goneTitle: "انتهى هذا التنبيه",
  goneBody: "تم إلغاء الاشتراك في هذا التنبيه أو انتهت صلاحية رابط تأكيده. يمكنك إعداد تنبيه جديد من أي قائمة عقارات.",
  viewSearch: "عرض عقارات هذا البحث",
};

export const SEARCH_WORDS: Translation<typeof en.SEARCH_WORDS> = {
  separator: "، ",
  anyPlace: "في كل المناطق",
  priceFrom: (price: string) => `من ${price}`,
  priceUpTo: (price: string) => `حتى ${price}`,
  priceBetween: (min: string, max: string) => `من ${min} إلى ${max}`,
  sizeFrom: (size: string) => `من ${size}`,
  sizeUpTo: (size: string) => `حتى ${size}`,
  bathsAtLeast: (n: number) =>
    countText(
      {
        zero: "دون حمّامات",
        one: "حمّام واحد أو أكثر",
        two: "حمّامان أو أكثر",
        few: "{n} حمّامات أو أكثر",
        many: "{n} حمّامًا أو أكثر",
        other: "{n} حمّام أو أكثر",
      },
      n,
      "ar",
    ),
  chequesAtLeast: (n: number) =>
    countText(
      {
        zero: "دون شيكات",
        one: "شيك واحد أو أكثر",
        two: "شيكان أو أكثر",
        few: "{n} شيكات أو أكثر",
        many: "{n} شيكًا أو أكثر",
        other: "{n} شيك أو أكثر",
      },
      n,
      "ar",
    ),
  developer: (name: string) => `من تطوير ${name}`,
  text: (text: string) => `يطابق «${text}»`,
  mapArea: "ضمن المنطقة التي حددتها على الخريطة",
};

export const ALERT_EMAIL_TEXTS: Translation<typeof en.ALERT_EMAIL_TEXTS> = {
  confirmSubject: "أكّد تنبيه العقارات",
  confirmGreeting: "مرحبًا،",
  confirmBody: (search: string) => `طلبت منا مراسلتك بخصوص هذا البحث: ${search}.`,
  confirmAction: "أكّد التنبيه عبر هذا الرابط (لن نرسل أي شيء قبل ذلك):",
  confirmIgnore: "إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن نراسلك مجددًا.",
  alertSubject: (newCount: number, dropCount: number) =>
    "تنبيه بحثك: " +
    [
      newCount
        ? countText(
            { one: "عقار جديد", two: "عقاران جديدان", few: "{n} عقارات جديدة", many: "{n} عقارًا جديدًا", other: "{n} عقار جديد" },
            newCount,
            "ar",
          )
        : "",
      dropCount
        ? countText(
            {
              one: "تخفيض واحد في السعر",
              two: "تخفيضان في الأسعار",
              few: "{n} تخفيضات في الأسعار",
              many: "{n} تخفيضًا في الأسعار",
              other: "{n} تخفيض في الأسعار",
            },
            dropCount,
            "ar",
          )
        : "",
    ]
      .filter(Boolean)
      .join(" و"),
  alertIntro: (search: string) => `مستجدات بحثك: ${search}.`,
  newHeading: "عقارات جديدة",
  dropHeading: "تخفيضات الأسعار",
  wasPrice: (oldPrice: string, newPrice: string) => `السعر الآن ${newPrice} (كان ${oldPrice})`,
  manageLine: "لتعديل عدد مرات الإرسال أو الإيقاف المؤقت أو إلغاء الاشتراك:",
  unsubscribeLine: "إلغاء الاشتراك بنقرة واحدة:",
  signature: (brand: string) => `${brand} العقارية`,
};
