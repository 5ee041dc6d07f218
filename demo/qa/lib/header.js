// The page header (index.html): bundle version, API base, the section links, the partner page's link and
// the language/direction switch (fr / en / ar: CasinoWidgets.configure and the page's own <html lang dir>).

import { bundleLoaded, whenShared } from './runtime.js';
import { $, announce, h, setText } from './dom.js';

let pendingLanguage = null;
const langButtons = [...document.querySelectorAll('.qa-lang [data-language]')];

function buttonFor(language) {
  const l = String(language ?? '').toLowerCase();
  return langButtons.find((b) => l.startsWith(b.dataset.htmlLang)) ?? null;
}

function reflectLanguage(language) {
  const button = buttonFor(language);
  if (!button) return;
  for (const b of langButtons) b.setAttribute('aria-pressed', String(b === button));
  document.documentElement.lang = button.dataset.htmlLang;
  document.documentElement.dir = button.dataset.dir;
}

function startLanguageSwitch() {
  for (const button of langButtons) {
    button.addEventListener('click', () => {
      const language = button.dataset.language;
      reflectLanguage(language);
      if (window.CasinoWidgets?.configure) window.CasinoWidgets.configure({ language });
      else pendingLanguage = language; // applied once the bundle has loaded
      const name = button.querySelector('[lang]')?.textContent ?? language;
      announce(`Language: ${language}, ${name} (${button.dataset.dir === 'rtl' ? 'right to left' : 'left to right'}).`, 'ok');
    });
  }
}

function partnerOrigin() {
  // The partner page runs on the next port (PARTNER_PORT defaults to PORT + 1).
  const port = Number(location.port || (location.protocol === 'https:' ? 443 : 80));
  return `${location.protocol}//${location.hostname}:${port + 1}/`;
}

/** A link to a section in the header's nav, after the links already there. */
export function addNavLink(id, label) {
  document.querySelector('.qa-nav ul').append(h('li', {}, h('a', { href: `#${id}`, text: label })));
}

export function startHeader() {
  $('qa-partner-link').href = partnerOrigin();
  startLanguageSwitch();
  whenShared('config').then((store) =>
    store.subscribe((config) => {
      setText($('qa-api-base'), config?.apiBase || `same origin (${location.origin})`);
      reflectLanguage(config?.language);
    }),
  );
  bundleLoaded.then((ok) => {
    if (!ok) return;
    setText($('qa-version'), window.CasinoWidgets?.version ?? 'unknown');
    if (pendingLanguage) window.CasinoWidgets?.configure({ language: pendingLanguage });
  });
}
