// @vitest-environment jsdom
// The responsible-gaming page opens with the player's tools — the limits, the time-out /
// self-exclusion and help; a guest is sent to sign in rather than to profile pages that would bounce.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';
import { ownCatalog } from '../support/own-catalog';
import { $auth } from '../../../src/stores/auth';
import { GUEST_STATE } from '../../../src/session/session-manager';
import { ResponsibleTools } from '../../../widgets/site/content/responsible-tools';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;

beforeAll(async () => {
  await activateLocale('fr', ownCatalog('site'));
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
  $auth.set({ ...GUEST_STATE });
});

async function render() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(createElement(I18nProvider, { i18n }, createElement(ResponsibleTools))));
  return container;
}

const links = (el: HTMLElement) => [...el.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('ResponsibleTools', () => {
  it('links a signed-in player to the limits, the pause and self-exclusion, and help', async () => {
    $auth.set({ ...GUEST_STATE, isAuth: true, status: 'signed-in' } as never);
    const el = await render();
    expect(el.querySelector('nav')?.getAttribute('aria-labelledby')).toBe('static-rg-tools-title');
    expect(el.querySelector('h2')?.textContent).toBe('Vos outils');
    expect(links(el)).toEqual([
      ['Mes limites', '/profile/limits'],
      ['Pause et auto-exclusion', '/profile/self-exclusion'],
      ['Aide', '/help'],
    ]);
  });

  it('sends a guest to sign in first, and still to help', async () => {
    const el = await render();
    expect(links(el)).toEqual([
      ['Mes limites', '/sign-in'],
      ['Pause et auto-exclusion', '/sign-in'],
      ['Aide', '/help'],
    ]);
    expect(el.textContent).toContain('Connectez-vous pour fixer vos limites ou faire une pause.');
  });
});
