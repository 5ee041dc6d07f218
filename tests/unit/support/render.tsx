// Rendering a component in jsdom for a test file: React's act environment, the locale activated before
// the tests (French unless told), and `render(node)` mounts the node inside the I18nProvider on a fresh
// host in the document; `unmount()` takes it away (after each test it is done anyway).
// Call at the top level of a `// @vitest-environment jsdom` test file.
import { afterEach, beforeAll } from 'vitest';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';
import type { Locale } from '../../../src/i18n/locale';

export function jsdomRender(locale: Locale = 'fr') {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let root: Root | null = null;
  let host: HTMLElement | null = null;

  async function unmount() {
    await act(async () => root?.unmount());
    root = null;
    host?.remove();
    host = null;
  }

  beforeAll(async () => {
    await activateLocale(locale);
  });
  afterEach(unmount);

  return {
    /** Mounts `node` (inside the I18nProvider) on a new host appended to the body; returns the host. */
    async render(node: ReactNode): Promise<HTMLElement> {
      const el = document.createElement('div');
      document.body.append(el);
      host = el;
      root = createRoot(el);
      await act(async () => root!.render(<I18nProvider i18n={i18n}>{node}</I18nProvider>));
      return el;
    },
    unmount,
  };
}
