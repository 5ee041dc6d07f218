// axe-core (it walks open shadow roots) for the elements' accessibility checks: serious and critical
// violations fail, each listed with its rule, target and summary.
import * as assert from './assert';
import { settleAnimations } from '../../settle-animations';

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}
interface Axe {
  run(context: unknown, options: Record<string, unknown>): Promise<AxeResult>;
}

const axe = () => (window as unknown as { axe?: Axe }).axe;

export async function loadAxe(): Promise<Axe> {
  if (!axe()) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core not loaded'));
      document.head.append(script);
    });
  }
  return axe()!;
}

export async function expectNoSeriousViolations(what: string, context: unknown = document): Promise<void> {
  // Contrast is what the player reads once the entrance fades end (settleAnimations). A fade that starts
  // while axe runs (a re-render: another language's catalog arriving) makes that run's look unreliable, so
  // axe looks again once the page has settled.
  let result: AxeResult | undefined;
  for (let look = 0; look < 5 && !result; look++) {
    await settleAnimations();
    const run = await (await loadAxe()).run(context, { resultTypes: ['violations'] });
    if ((await settleAnimations()) === 0 || look === 4) result = run;
  }
  const serious = result!.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.impact} ${v.id} (${v.help}):\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
  assert.equal(serious.length, 0, `${what}: serious or critical axe violations\n${report}\n`);
}

/**
 * Runs `check` on the reference site's dark page (#0f1420, the background the default palette's contrast
 * is computed on) in `language`, then puts the page back.
 */
export async function onDarkSite(language: string, configure: (language: string) => void, check: () => Promise<void>): Promise<void> {
  configure(language);
  document.documentElement.lang = language;
  document.body.style.background = '#0f1420';
  document.body.style.color = '#f3f5fa';
  try {
    await check();
  } finally {
    document.body.style.background = '';
    document.body.style.color = '';
    document.documentElement.lang = '';
  }
}
