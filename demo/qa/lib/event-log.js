import { $, clock, h } from './dom.js';

/**
 * An element's event log (Wheel and Casino sections): newest first, at most `max`, with the detail as JSON
 * and whether a listener prevented it. `record(event)` adds one; `clear()` empties it.
 */
export function eventLog(listId, emptyId, max) {
  let events = [];
  const render = () => {
    $(emptyId).hidden = events.length > 0;
    $(listId).replaceChildren(
      ...events.map((e, i) =>
        h(
          'li',
          { value: String(events.length - i) },
          h('time', { datetime: new Date(e.at).toISOString(), text: clock(e.at) }),
          ' ',
          h('code.qa-event-type', { text: e.type, dir: 'ltr' }),
          e.prevented ? h('span.qa-muted', { text: ' (prevented)' }) : '',
          ' ',
          h('code.qa-event-detail', { dir: 'ltr', text: e.detail }),
        ),
      ),
    );
  };
  render();
  return {
    record(event) {
      let detail;
      try {
        detail = JSON.stringify(event.detail);
      } catch {
        detail = String(event.detail);
      }
      events.unshift({ at: Date.now(), type: event.type, detail, prevented: event.defaultPrevented });
      events.length = Math.min(events.length, max);
      render();
    },
    clear() {
      events = [];
      render();
    },
  };
}
