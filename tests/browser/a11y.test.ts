// Accessibility: axe-core (which walks open shadow roots) on a page with <casino-login> in every mode,
// signed out (with the modal open too) and signed in, in fr and in ar (rtl), on two host pages: the
// default palette on the dark background it is designed for (src/ui/ui.css: contrast computed on
// #0f1420, the reference site's background), and a light partner page that themes the elements through
// the documented --casino-* tokens. Violations of impact serious or critical fail the test; each is
// listed with its rule, target and summary.
import { describe, it, before, afterEach } from './support/mocha';
import * as assert from './support/assert';
import { newSandbox, type Sandbox } from './support/sandbox';
import { $, find, mount, unmountAll, waitFor } from './support/dom';
import { signInThrough, waitForAccount, waitForForm, type LoginElement } from './support/login';
import { casinoWidgets, load } from './support/widgets';

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}
interface Axe {
  run(context: unknown, options: Record<string, unknown>): Promise<AxeResult>;
}

let sandbox: Sandbox;
let axe: Axe;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/** Host page themes: the page's own background and text, and the tokens a light page sets. */
const THEMES = {
  dark: { page: 'background: #0f1420; color: #f3f5fa;', tokens: '' },
  light: {
    page: 'background: #ffffff; color: #1b2030;',
    tokens: [
      '--casino-bg: #ffffff',
      '--casino-surface: #f1f3f8',
      '--casino-surface-raised: #e3e7f0',
      '--casino-input-bg: #ffffff',
      '--casino-border: #69728a',
      '--casino-text: #1b2030',
      '--casino-muted: #4b5368',
      '--casino-primary: #8a5a00',
      '--casino-primary-hover: #6f4800',
      '--casino-on-primary: #ffffff',
      '--casino-focus: #1d4ed8',
      '--casino-danger: #b3261e',
      '--casino-warn: #8a5a00',
      '--casino-success: #1e6b33',
      '--casino-info: #1d4ed8',
    ].join('; '),
  },
} as const;

const themeSheet = new CSSStyleSheet();
document.adoptedStyleSheets = [...document.adoptedStyleSheets, themeSheet];

function useTheme(theme: keyof typeof THEMES) {
  const { page, tokens } = THEMES[theme];
  themeSheet.replaceSync(`body { ${page} } casino-login { ${tokens} }`);
}

before(async function () {
  // The first sandbox waits for the shared database to start (PGlite, migrations, seed).
  this.timeout(60_000);
  document.title = 'casino-login accessibility';
  await loadScript('/node_modules/axe-core/axe.min.js');
  axe = (window as unknown as { axe: Axe }).axe;
  sandbox = await newSandbox();
  await load('/dist/casino-login.js');
  casinoWidgets().configure({ apiBase: sandbox.base });
});

afterEach(async () => {
  await casinoWidgets().signOut();
  unmountAll();
  casinoWidgets().configure({ language: 'fr-fr' });
});

async function expectNoSeriousViolations(what: string) {
  const result = await axe.run(document, { resultTypes: ['violations'] });
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.impact} ${v.id} (${v.help}):\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
  assert.equal(serious.length, 0, `${what}: serious or critical axe violations\n${report}\n`);
}

function mountAllModes() {
  return {
    page: mount<LoginElement>('<casino-login></casino-login>'),
    inline: mount<LoginElement>('<casino-login mode="inline"></casino-login>'),
    modal: mount<LoginElement>('<casino-login mode="modal"></casino-login>'),
  };
}

for (const theme of ['dark', 'light'] as const)
for (const language of ['fr-fr', 'ar'] as const) {
  describe(`axe, ${theme} host page, ${language}`, () => {
    it('signed out: page, inline and modal (closed, then open)', async () => {
      useTheme(theme);
      casinoWidgets().configure({ language });
      document.documentElement.lang = language;
      const { page, inline, modal } = mountAllModes();
      await waitForForm(page);
      await waitForForm(inline);
      const open = await find<HTMLButtonElement>(modal, '[part~="open"]');
      await expectNoSeriousViolations('signed out, modal closed');
      open.click();
      await waitFor(() => $<HTMLDialogElement>(modal, 'dialog')?.open, { message: 'dialog open' });
      await expectNoSeriousViolations('signed out, modal open');
    });

    it('signed in: the account summary in every mode', async () => {
      useTheme(theme);
      casinoWidgets().configure({ language });
      document.documentElement.lang = language;
      const { page, inline, modal } = mountAllModes();
      await signInThrough(inline, 'demo', 'demo1234');
      for (const el of [page, inline, modal]) await waitForAccount(el);
      await expectNoSeriousViolations('signed in');
    });
  });
}
