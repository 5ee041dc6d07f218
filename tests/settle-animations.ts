// Waits until the page's entrance fades and slides have ended, so a contrast check (axe-core) measures the
// colours the player reads, not ones still blended with the background. Shared by the browser tests (called
// in the page) and the end-to-end tests (handed to `page.evaluate`, so it is self-contained: no import, no
// outer helper). Endless animations (spinners) are not awaited.
//
// Chromium's `document.getAnimations()` leaves out the animations inside shadow roots (found on the CI run
// at stop 24: the notice cards' fade was never awaited), so every open shadow root is asked too.

/** Resolves once no animation runs; with how many were running when it was called (0: already settled). */
export async function settleAnimations(): Promise<number> {
  const all = (): Animation[] => {
    const found = new Set(document.getAnimations());
    const visit = (root: Document | ShadowRoot) => {
      for (const host of root.querySelectorAll('*')) {
        if (!host.shadowRoot) continue;
        for (const a of host.shadowRoot.getAnimations()) found.add(a);
        visit(host.shadowRoot);
      }
    };
    visit(document);
    return [...found];
  };
  const fading = () =>
    all().filter((a) => a.playState !== 'finished' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
  // Looked at again after each wait: a re-render while one fades (another language's catalog arriving)
  // starts new ones.
  const first = fading().length;
  for (let look = 0; look < 10; look++) {
    const running = fading();
    if (!running.length) break;
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  return first;
}
