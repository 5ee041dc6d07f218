// Arming sandbox faults (POST /sandbox/api/faults) from any section. The Fault switches section lists them
// and shows their errors: it follows every change through onFaultsChange.

import { control } from './control.js';
import { announce, h } from './dom.js';

const listeners = [];
/** fn({ source, error }) after a fault was armed (error undefined), refused, or the faults changed otherwise. */
export const onFaultsChange = (fn) => listeners.push(fn);
/** Tells the Fault switches section to show the armed list again (and an error, when `error` is set). */
export const faultsChanged = async (change = {}) => {
  for (const fn of listeners) await fn(change);
};

/** "status 503, delay 3000 ms" */
export function faultEffect(f) {
  const parts = [];
  const status = f.status ?? f.status_code;
  if (status) parts.push(`status ${status}`);
  const delay = f.delay_ms ?? f.delayMs;
  if (delay) parts.push(`delay ${delay} ms`);
  if (f.malformed) parts.push('malformed body');
  if (f.expire_access ?? f.expireAccess) parts.push('expire access');
  return parts.join(', ') || '—';
}

function describeFault(f) {
  return `${f.method || 'any method'} ${f.route}: ${faultEffect(f)}${f.times ? `, ${f.times}×` : ', until cleared'}`;
}

/** Arms one fault; `source` is 'form' (the error shows under the form) or 'preset' (over the armed list). */
export async function armFault(fault, source) {
  try {
    const created = await control('POST', '/sandbox/api/faults', fault);
    const id = created?.id ?? created?.fault?.id;
    announce(`Armed${id !== undefined ? ` fault ${id}` : ''}: ${describeFault(fault)}.`, 'ok');
    await faultsChanged({ source });
    return true;
  } catch (err) {
    await faultsChanged({ source, error: err.message });
    announce(err.message, 'error');
    return false;
  }
}

/**
 * The `<li>` buttons of a preset list: { label, fault } or { label, faults: [...] } (armed in turn, stopping
 * at the first refusal).
 */
export function presetItems(presets) {
  return presets.map((preset) =>
    h(
      'li',
      {},
      h('button.qa-button.qa-button--small.qa-button--ghost', {
        type: 'button',
        text: preset.label,
        onclick: async () => {
          for (const fault of preset.faults ?? [preset.fault]) if (!(await armFault(fault, 'preset'))) break;
        },
      }),
    ),
  );
}
