// "1 heure et 20 minutes", "45 minutes", "2 hours", "ساعة واحدة و20 دقيقة": the time played, in whole
// minutes, in the player's language by Intl (units and the list's "and"), digits Latin as the amounts'.
import type { Locale } from '../../i18n/locale';

const TAG: Record<Locale, string> = { fr: 'fr', en: 'en', ar: 'ar-u-nu-latn' };

export function formatPlayTime(ms: number, locale: Locale): string {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const tag = TAG[locale];
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const items = [hours > 0 ? unit(hours, 'hour') : null, minutes > 0 || hours === 0 ? unit(minutes, 'minute') : null].filter((x): x is string => x !== null);
  return new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }).format(items);
}
