// The host origin a sportsbook frame page was opened for (`?origin=`, docs/embedding.md "Sportsbook
// message contract"): the server checks it against the host origins it allows before serving the page
// (routes/sport-pages.ts), and the page pins its channel to it (./channel.js).

/** `http://Localhost:8080/` → `http://localhost:8080`; anything but a bare http(s) origin → null. */
export function hostOrigin(raw) {
  if (typeof raw !== 'string' || !/^https?:\/\/[^/?#@\\\s]+\/?$/i.test(raw)) return null;
  try {
    const { origin } = new URL(raw);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
