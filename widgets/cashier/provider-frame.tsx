// The provider's payment page in a modal frame (flow "frame"): a native
// <dialog>.showModal() (focus trap, Esc for free: docs/conventions.md §2.6) with a title, a visible close button,
// and the page in a sandboxed iframe. The sandbox follows the game frame's rule (docs/conventions.md §2.10,
// widgets/lobby/game-frame.ts): the sandbox's providers are served on the API's origin, so they run
// opaque (no `allow-same-origin`) and their messages arrive from "null"; a provider on its own origin
// keeps it. The provider says it is done with { ns: 'casino-payments', type: 'done', paymentId, status },
// accepted only from this frame's window and its exact origin. Closing early loses nothing: the pending
// tray keeps following the payment.
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $config } from '../../src/config/config';
import { safeUrl } from '../../src/format/safe-url';
import { gameFrame } from '../lobby/game-frame';
import { parts } from '../../src/ui/part';

interface ProviderDone {
  paymentId: number;
  status: number;
}

/** The provider's message, if `data` is one for `paymentId` (anything else is ignored). */
export function providerDone(data: unknown, paymentId: number): ProviderDone | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (m.ns !== 'casino-payments' || m.type !== 'done') return null;
  const id = Number(m.paymentId);
  const status = Number(m.status);
  return id === paymentId && Number.isInteger(status) ? { paymentId: id, status } : null;
}

/** The provider's page in the player's language (`lang=fr|en|ar`, which the providers read; one already set is kept). */
export function withLang(url: string, locale: string): string {
  try {
    const parsed = new URL(url, location.href);
    if (!parsed.searchParams.has('lang')) parsed.searchParams.set('lang', locale.slice(0, 2).toLowerCase());
    return parsed.href;
  } catch {
    return url;
  }
}

interface ProviderFrameProps {
  paymentId: number;
  url: string;
  /** The payment system's name, for the dialog's and the frame's titles. */
  systemName: string;
  /** The dialog closed: by the player (no status) or because the provider said it is done. */
  onClose(done: ProviderDone | null): void;
}

export function ProviderFrame({ paymentId, url, systemName, onClose }: ProviderFrameProps) {
  const { i18n } = useLingui();
  const { apiBase } = useStore($config);
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const done = useRef<ProviderDone | null>(null);
  const src = safeUrl(withLang(url, i18n.locale));
  const rule = gameFrame(src ?? 'about:blank', location.href, apiBase);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== rule.messageOrigin) return;
      const message = providerDone(event.data, paymentId);
      if (!message) return;
      done.current = message;
      dialog.current?.close();
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [paymentId, rule.messageOrigin]);

  const title = i18n._({ id: 'cashier.provider.title', message: 'Paiement sécurisé : {name}', values: { name: systemName } });
  return (
    <dialog ref={dialog} className="provider-dialog" aria-labelledby="provider-title" onClose={() => onClose(done.current)} {...parts('provider-dialog')}>
      <div className="provider-dialog__bar">
        <h3 id="provider-title" className="provider-dialog__title">
          {title}
        </h3>
        <button
          type="button"
          className="casino-button casino-button--secondary provider-dialog__close"
          {...parts('button', 'close')}
          onClick={() => dialog.current?.close()}
        >
          {i18n._({ id: 'cashier.provider.close', message: 'Fermer' })}
        </button>
      </div>
      <p className="provider-dialog__hint">
        {i18n._({ id: 'cashier.provider.hint', message: 'Terminez le paiement ci-dessous. Si vous fermez cette fenêtre, le statut du paiement reste suivi.' })}
      </p>
      {src ? (
        <iframe ref={frame} className="provider-frame" title={title} src={src} sandbox={rule.sandbox} referrerPolicy="no-referrer" {...parts('provider-frame')} />
      ) : (
        <p role="alert" className="cashier-error">
          {i18n._({ id: 'cashier.provider.bad_link', message: 'Le lien du prestataire de paiement est invalide.' })}
        </p>
      )}
    </dialog>
  );
}
