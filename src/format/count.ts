// Counts in messages (docs/architecture.md "Speed budgets"). ICU's plural is not used for them: lingui
// formats a plural's count with Intl.NumberFormat whatever the case says, and a page's first
// Intl.NumberFormat loads ICU's number data in one block, 70–110 ms on a throttled phone, inside the render
// that shows the count. A count message is instead a select on `form`, the case Intl.PluralRules picks
// (about 1 ms), or `none` for zero, and writes the number as `{count}`, grouped by thousands as money
// groups it (money-format.ts: a narrow no-break space in French, a comma otherwise, Latin digits):
//
//   {form, select, none {Aucun jeu} one {{count} jeu} other {{count} jeux}}
//
// A form a message does not list reads as its `other`.
//
// The grouping repeats formatMoney's (money-format.ts) on purpose, and tests/unit/format/count.test.ts
// holds the two together: importing it from there would give every element with a count the money chunk,
// and having money import it from here would give every element with money this chunk (the lobby and the
// wheel have less than 30 B of their budgets left; docs/conventions.md §4).

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A count message's values: `form` and `count` for the whole number `n`, in `locale`, lingui's active
 * locale (`i18n.locale`: one of src/i18n/locale.ts's codes, src/i18n/load.ts), with the message's other
 * values (`{ query }`) beside them. Not spread into i18n._()'s values at the call: lingui's extractor skips
 * a file with a spread there (src/i18n/translate.ts).
 */
export function countValues<T extends Record<string, unknown>>(n: number, locale: string, others?: T): T & { form: string; count: string } {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return {
    ...(others as T),
    form: n === 0 ? 'none' : rules.select(n),
    count: String(n).replace(/\B(?=(\d{3})+$)/g, locale === 'fr' ? '\u202F' : ','),
  };
}
