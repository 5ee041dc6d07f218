// Spec shell §2 "Header": shows the current language and offers the others; it closes by itself, 6 s
// after opening when the player does nothing, 2.5 s after the pointer or focus leaves it (§9).
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $locale, chooseLanguage } from '@src/stores/locale';
import type { Locale } from '@src/i18n/locale';
import { Icon } from './icons';

const LANGUAGE_MENU_IDLE_MS = 6_000;
const LANGUAGE_MENU_LEAVE_MS = 2_500;

/** Each language named in itself, with the tag the config takes (spec §1: fr-fr default, en-US). */
const LANGUAGES: readonly { locale: Locale; tag: string; name: string; short: string; htmlLang: string }[] = [
  { locale: 'fr', tag: 'fr-fr', name: 'Français', short: 'FR', htmlLang: 'fr' },
  { locale: 'en', tag: 'en-US', name: 'English', short: 'EN', htmlLang: 'en' },
  { locale: 'ar', tag: 'ar', name: 'العربية', short: 'AR', htmlLang: 'ar' },
];

export function LanguageSelector() {
  const { i18n } = useLingui();
  const locale = useStore($locale);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = LANGUAGES.find((l) => l.locale === locale) ?? LANGUAGES[0]!;

  const closeIn = (ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), ms);
  };
  const hold = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => {
    if (open) closeIn(LANGUAGE_MENU_IDLE_MS);
    return hold;
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  return (
    <div
      className="site-lang"
      onPointerEnter={() => open && hold()}
      onPointerLeave={() => open && closeIn(LANGUAGE_MENU_LEAVE_MS)}
      onFocus={() => open && hold()}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) closeIn(LANGUAGE_MENU_LEAVE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="site-lang__button"
        aria-expanded={open}
        aria-controls={listId}
        // The visible code starts the name (WCAG 2.5.3 "label in name": a voice user says what they see).
        aria-label={`${current.short} — ${i18n._({ id: 'site.language.choose', message: 'Langue : {name}', values: { name: current.name } })}`}
        onClick={() => setOpen(!open)}
      >
        <Icon name="globe" />
        <span aria-hidden="true">{current.short}</span>
      </button>
      <ul id={listId} className="site-lang__list" role="list" hidden={!open}>
        {LANGUAGES.filter((l) => l.locale !== locale).map((l) => (
          <li key={l.locale}>
            <button
              type="button"
              className="site-lang__option"
              lang={l.htmlLang}
              onClick={() => {
                chooseLanguage(l.tag);
                close(true);
              }}
            >
              {l.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
