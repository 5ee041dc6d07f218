// Production bundles drop the source text of message descriptors (scripts/rollup-lingui-strip.mjs);
// everything that is not a lingui descriptor must come out untouched.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { stripMessages } from '../../../scripts/rollup-lingui-strip.mjs';

describe('stripMessages', () => {
  it('drops message after id in calls, /*i18n*/ descriptors and <Trans>', () => {
    expect(stripMessages(`i18n._({ id: 'login.username', message: "Nom d'utilisateur" })`)).toBe(`i18n._({ id: 'login.username', })`);
    expect(stripMessages(`const d = /*i18n*/ { id: 'error.x', message: 'Il s\\'agit' };`)).toBe(`const d = /*i18n*/ { id: 'error.x', };`);
    expect(stripMessages(`<Trans id="login.title" message="Connexion" />`)).toBe(`<Trans id="login.title"  />`);
    expect(stripMessages(`i18n._({ id: 'a.b', message: 'Salut {name}', values: { name } })`)).toBe(`i18n._({ id: 'a.b',  values: { name } })`);
  });

  it('keeps line numbers when id and message are on separate lines', () => {
    const source = `x = {\n  id: 'a.b',\n  message: 'Texte',\n  values: {},\n};`;
    const out = stripMessages(source);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out).not.toContain('Texte');
  });

  it('leaves other message properties alone', () => {
    const source = `showToast({ message: 'keep', type: 'info' }); const e = { code: 'x', message: 'server text' };`;
    expect(stripMessages(source)).toBe(source);
  });
});
