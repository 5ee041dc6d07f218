// The one lingui instance of this build. Catalogs load lazily (./load.ts); until the first one arrives
// the instance is already active in French with no messages, so `i18n._` never throws ("Attempted to
// call a translation function without setting a locale") and answers the French source message that
// every descriptor carries.
import { setupI18n, type I18n, type Messages } from '@lingui/core';

export const i18n = setupI18n();

/**
 * Production builds ship without lingui's ICU compiler (catalogs are precompiled), so a source message
 * used before its catalog has loaded would be returned raw with an "Uncompiled message" warning each time.
 * This tiny stand-in handles what our fallback messages use, plain text and `{name}` placeholders; any
 * other ICU construct (plural, select) is returned as written until the compiled catalog arrives.
 */
type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];

const compileFallback: MessageCompiler = (message) => {
  if (!message.includes('{') || /\{[^{}]*,/.test(message)) return [message];
  const tokens: ReturnType<MessageCompiler> = [];
  const re = /\{\s*(\w+)\s*\}/g;
  let last = 0;
  for (let m = re.exec(message); m; m = re.exec(message)) {
    if (m.index > last) tokens.push(message.slice(last, m.index));
    tokens.push([m[1]]);
    last = m.index + m[0].length;
  }
  if (last < message.length) tokens.push(message.slice(last));
  return tokens;
};

if (process.env.NODE_ENV === 'production') i18n.setMessagesCompiler(compileFallback);

const empty: Messages = {};
i18n.loadAndActivate({ locale: 'fr', locales: ['fr-FR'], messages: empty });
