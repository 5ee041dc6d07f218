// The frame's side of the sportsbook message conversation (docs/embedding.md "Sportsbook message
// contract"). The rules are the element's own module, widgets/sportsbook/messages.ts, which the build
// writes as dist/frames/sport-messages.js and the sandbox serves beside this file: the frame reads the
// host's messages with the same parser and builds its own with the same checks as the element, so the two
// sides cannot drift apart. Origin pinning (docs/conventions.md §2.10): the frame only listens to `window.parent`
// posting from the origin the page was opened for (./origin.js), and only posts to that exact origin.
import { frameMessage, parseHostMessage } from './sport-messages.js';

/** Money written as the host's header writes it (the contract module carries the header's formatter). */
export { currencyLabel, formatWireMoney } from './sport-messages.js';

/**
 * The page's channel to its host: `send(type, payload)` posts the checked message to the pinned origin,
 * `onMessage` gets the host's checked messages. A message the host would refuse is not sent but reported
 * on the console, as the host would report it (the page goes on: the bet is placed, the page drawn). Not
 * framed (opened on its own) or no pinned origin: sends go nowhere.
 */
export function createChannel({ win, origin, onMessage }) {
  const parent = win.parent && win.parent !== win ? win.parent : null;
  const listener = (event) => {
    if (!parent || !origin) return;
    const parsed = parseHostMessage(event, { source: parent, origin });
    if (parsed.ok) onMessage(parsed.message);
  };
  win.addEventListener('message', listener);
  return {
    framed: !!(parent && origin),
    send(type, payload = {}) {
      let message;
      try {
        message = frameMessage({ ...payload, type });
      } catch (error) {
        console.error(`sportsbook frame: "${type}" not sent: ${error.message}`);
        return;
      }
      if (parent && origin) parent.postMessage(message, origin);
    },
    stop: () => win.removeEventListener('message', listener),
  };
}
