/**
 * The payment systems' names, descriptions and unavailability reasons in the player's language
 * (docs/api.md "Payments", system_list `?lang=`): the server localises what it publishes, as it does its
 * content (banners, wheel prizes). French is the source, in the systems' rows (seeds/payments.ts); English
 * and Arabic are kept here per side and slug. A system without a translation (one QA added) keeps its
 * French text rather than showing nothing.
 */
import type { PaymentType } from './payment-systems';

export const SYSTEM_LANGUAGES = ['fr', 'en', 'ar'] as const;
export type SystemLang = (typeof SYSTEM_LANGUAGES)[number];

interface Texts {
  name: string;
  description: string;
  disabled_reason?: string;
}

const DEPOSIT: Record<string, Record<'en' | 'ar', Texts>> = {
  card: {
    en: { name: 'Bank card', description: 'Visa, Mastercard — 3-D Secure' },
    ar: { name: 'بطاقة بنكية', description: 'فيزا، ماستركارد — 3-D Secure' },
  },
  bank_transfer: {
    en: { name: 'Bank transfer', description: 'A transfer from your bank, credited once checked' },
    ar: { name: 'تحويل بنكي', description: 'تحويل من بنكك، يُضاف إلى رصيدك بعد التحقق' },
  },
  ewallet: {
    en: { name: 'Mobile wallet', description: 'Confirm the payment in your wallet app' },
    ar: { name: 'محفظة الهاتف', description: 'أكّد الدفع في تطبيق محفظتك' },
  },
  crypto: {
    en: { name: 'Cryptocurrencies', description: 'BTC, ETH, USDT (TRC-20, ERC-20), BNB, DOGE, TRX, LTC' },
    ar: { name: 'العملات المشفّرة', description: 'BTC، ETH، USDT (TRC-20، ERC-20)، BNB، DOGE، TRX، LTC' },
  },
  d17: {
    en: { name: 'D17', description: 'D17 mobile payment', disabled_reason: 'Provider maintenance: D17 is unavailable for now.' },
    ar: { name: 'D17', description: 'الدفع عبر الهاتف D17', disabled_reason: 'صيانة لدى المزوّد: D17 غير متاح حاليًا.' },
  },
};

const PAYOUT: Record<string, Record<'en' | 'ar', Texts>> = {
  card: {
    en: { name: 'Bank card', description: 'To the card of your last deposit' },
    ar: { name: 'بطاقة بنكية', description: 'إلى بطاقة آخر إيداع لك' },
  },
  bank_transfer: {
    en: { name: 'Bank transfer', description: 'To your account (IBAN), processed by hand' },
    ar: { name: 'تحويل بنكي', description: 'إلى حسابك (IBAN)، تتم معالجته يدويًا' },
  },
  ewallet: {
    en: { name: 'Mobile wallet', description: 'To your mobile wallet' },
    ar: { name: 'محفظة الهاتف', description: 'إلى محفظة هاتفك' },
  },
};

const TEXTS: Record<PaymentType, Record<string, Record<'en' | 'ar', Texts>>> = { deposit: DEPOSIT, payout: PAYOUT };

/** `fr`, `en` or `ar` from `?lang=` or an Accept-Language header ("en-GB,en;q=0.9"); French otherwise. */
export function systemLang(...candidates: (string | null | undefined)[]): SystemLang {
  for (const value of candidates) {
    const primary = value?.trim().toLowerCase().split(/[-_,;]/, 1)[0];
    if (primary && (SYSTEM_LANGUAGES as readonly string[]).includes(primary)) return primary as SystemLang;
  }
  return 'fr';
}

/** The system's texts in `lang`: the row's French, or the translation when there is one. */
export function localizeSystem<T extends { name: string; description: string; disabled_reason: string | null }>(
  type: PaymentType,
  slug: string,
  texts: T,
  lang: SystemLang,
): T {
  if (lang === 'fr') return texts;
  const t = TEXTS[type][slug]?.[lang];
  if (!t) return texts;
  return { ...texts, name: t.name, description: t.description, disabled_reason: texts.disabled_reason === null ? null : (t.disabled_reason ?? texts.disabled_reason) };
}

/**
 * A payment answer's `payment_system_name` in `lang`, by the same table as the system lists: the row
 * carries the system's French name (services/payments.ts reads it from the systems' rows), so a page
 * in English or Arabic would show « Carte bancaire » in its tray, history and detail otherwise
 * (docs/api.md "Payments": every payment answer is in the request's language).
 */
export function localizePayment<T extends { type: PaymentType; payment_system: string; payment_system_name: string }>(payment: T, lang: SystemLang): T {
  if (lang === 'fr') return payment;
  const name = TEXTS[payment.type][payment.payment_system]?.[lang]?.name;
  return name ? { ...payment, payment_system_name: name } : payment;
}
