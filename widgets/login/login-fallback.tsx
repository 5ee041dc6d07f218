// The default action of `casino-login-required` for the elements that have one (wheel, lobby):
// <casino-login mode="modal"> inside the caller's shadow root, its code loaded only now. Its own file, and
// imported by nothing the login element or src/ui load, so neither the login bundle nor a first paint
// carries it. The caller's CSS hides the login element's launcher button (`casino-login::part(open)`);
// each new `request` sets `open` again, which the login element clears when its dialog closes.
import { useEffect, useRef } from 'react';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';

const loginElement = lazyChunk(() => import('./login.element'));

export function LoginFallback({ request }: { request: number }) {
  const login = useRef<HTMLElement>(null);
  const ready = useChunk('login', loginElement).status === 'ready';
  useEffect(() => {
    if (ready) login.current?.setAttribute('open', '');
  }, [ready, request]);
  return ready ? <casino-login mode="modal" ref={login} /> : null;
}
