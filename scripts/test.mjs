// `npm test`: the whole suite, in stages (docs/qa.md "Test stages"). Within a stage the steps run side by
// side: the type check and the build each keep one core busy, and the front end's unit files need neither
// dist/ nor a database, so on a 2-core machine they fill the second core instead of waiting their turn. A
// stage starts when the one before has passed; the first failing step stops the run (the others of its
// stage are stopped) and sets the exit code. Each step's output is printed whole when it ends, so the log
// reads step by step; a line every minute says what still runs.
//
//   node scripts/test.mjs            every stage
//   node scripts/test.mjs --from e2e the stages from that one on (names below)
import { spawn } from 'node:child_process';

/** [stage, [step name, command]...]: the stages in order, the steps of each side by side. */
const STAGES = [
  // The compiled catalogs (git-ignored) come first: the type check, the build and the unit tests read them.
  ['catalogs', [['i18n', 'npm run i18n']]],
  ['build', [
    ['typecheck', 'npm run typecheck'],
    ['rollup', 'npx rollup -c'],
    ['unit', 'npx vitest run --project unit'],
  ]],
  // The sandbox's suites keep both cores busy on their own: beside them, the steps below only took turns.
  ['sandbox', [['sandbox', 'npx vitest run --project sandbox --project sandbox-front']]],
  // The browser tests wait on the pages' clocks (spins, countdowns, polls) for much of their time; the
  // package's checks fill those waits.
  ['browser', [
    ['browser', 'npm run test:browser'],
    ['size', 'npm run size'],
    ['pack:check', 'npm run pack:check'],
    // The host apps type-checked and built from the packed package, for the e2e stage (scripts/hosts.mjs).
    ['hosts', 'npm run hosts'],
  ]],
  ['e2e', [['e2e', 'npm run test:e2e']]],
];

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

function runStep(name, command, running, stopped) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    running.set(name, child);
    child.on('close', (code, signal) => {
      running.delete(name);
      const took = Date.now() - started;
      const outcome = code === 0 ? 'passed' : stopped.has(name) ? 'stopped (another step failed)' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n━━ ${name} (${command}): ${outcome} in ${seconds(took)}\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ name, ok: code === 0, took, stopped: code !== 0 && stopped.has(name) });
    });
  });
}

/** Stops a step and every process it started (its own process group). */
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function main() {
  const fromIndex = process.argv.indexOf('--from');
  const from = fromIndex > 0 ? STAGES.findIndex(([stage]) => stage === process.argv[fromIndex + 1]) : 0;
  if (from < 0) throw new Error(`no stage "${process.argv[fromIndex + 1]}": ${STAGES.map(([s]) => s).join(', ')}`);
  const running = new Map();
  const onSignal = () => {
    for (const child of running.values()) stop(child);
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const heartbeat = setInterval(() => {
    if (running.size) process.stdout.write(`… still running: ${[...running.keys()].join(', ')}\n`);
  }, 60_000);
  const timings = [];
  const began = Date.now();
  try {
    for (const [stage, steps] of STAGES.slice(from)) {
      const stageStart = Date.now();
      process.stdout.write(`\n══ stage ${stage}: ${steps.map(([n]) => n).join(' | ')}\n`);
      const results = await new Promise((resolve) => {
        const done = [];
        const stopped = new Set();
        for (const [name, command] of steps) {
          void runStep(name, command, running, stopped).then((result) => {
            done.push(result);
            if (!result.ok && !result.stopped) {
              for (const [other, child] of running) {
                stopped.add(other);
                stop(child);
              }
            }
            if (done.length === steps.length) resolve(done);
          });
        }
      });
      timings.push([stage, Date.now() - stageStart, results]);
      const failed = results.filter((r) => !r.ok && !r.stopped);
      if (failed.length) {
        process.stdout.write(`\nnpm test: ${failed.map((r) => r.name).join(', ')} failed in stage ${stage}\n`);
        process.exitCode = 1;
        return;
      }
    }
  } finally {
    clearInterval(heartbeat);
    process.stdout.write(`\nstages: ${timings.map(([s, ms, r]) => `${s} ${seconds(ms)} (${r.map((x) => `${x.name} ${seconds(x.took)}`).join(', ')})`).join('; ')}; total ${seconds(Date.now() - began)}\n`);
  }
}

await main();
