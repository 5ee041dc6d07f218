// The upload under way and its outcome (spec money-and-games.md §2 "Profile"): a preview of what is sent, a
// real <progress> with its percentage told politely (every quarter, not every event), cancel; on a failure
// the translated reason and, after a network failure, "Réessayer" that sends the same prepared file again;
// once sent, the spec's "KYC sent" notice (§8 success notices).
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { UploadState, PreparedUpload } from '../../../src/stores/documents';
import { Button, Spinner } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { formatSize } from '../kyc/format-size';

/** An object URL of the player's own file, revoked when it changes or the view goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

function Preview({ prepared }: { prepared: PreparedUpload }) {
  const { i18n } = useLingui();
  const isImage = prepared.blob.type.startsWith('image/') || /\.(jpe?g|png|webp)$/i.test(prepared.name);
  const url = useObjectUrl(isImage ? prepared.blob : null);
  return (
    <figure className="kyc-preview" {...parts('kyc-preview')}>
      {url ? (
        <img src={url} alt={i18n._({ id: 'profile.kyc.preview.alt', message: 'Aperçu du document choisi' })} />
      ) : (
        <span className="kyc-preview__file" aria-hidden="true">PDF</span>
      )}
      <figcaption>
        <bdi dir="ltr">{prepared.name}</bdi> · <span dir="ltr">{formatSize(prepared.blob.size, i18n.locale)}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The control the player was on (the chosen file's button) goes away when the step changes: focus moves
 * to what the new step offers, so the keyboard and screen readers are not left on the page's body.
 */
function useFocusOnStep(step: string) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = root.current?.querySelector<HTMLElement>('[data-focus]') ?? root.current;
    target?.focus({ preventScroll: false });
  }, [step]);
  return root;
}

interface KycProgressProps {
  state: Exclude<UploadState, { step: 'idle' }>;
  /** The failure's translated words (the section explains codes). */
  failureMessage: string | null;
  onRetry(): void;
  onAbort(): void;
  onAnother(): void;
}

export function KycProgress({ state, failureMessage, onRetry, onAbort, onAnother }: KycProgressProps) {
  const { i18n } = useLingui();
  const root = useFocusOnStep(state.step);
  if (state.step === 'preparing') {
    return (
      <div ref={root} tabIndex={-1} className="kyc-progress" data-step="preparing" {...parts('kyc-progress')}>
        <p role="status" className="kyc-progress__line">
          <Spinner size="small" decorative />{' '}
          {i18n._({ id: 'profile.kyc.preparing', message: 'Préparation de {name}…', values: { name: `\u2068${state.fileName}\u2069` } })}
        </p>
        <Button variant="secondary" part="kyc-abort" onClick={onAbort}>
          {i18n._({ id: 'profile.kyc.abort', message: 'Annuler' })}
        </Button>
      </div>
    );
  }
  if (state.step === 'uploading') {
    const percent = state.total > 0 ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : 0;
    const told = Math.floor(percent / 25) * 25;
    return (
      <div ref={root} tabIndex={-1} className="kyc-progress" data-step="uploading" data-percent={percent} {...parts('kyc-progress')}>
        <Preview prepared={state.prepared} />
        <label className="kyc-progress__bar">
          <span>{i18n._({ id: 'profile.kyc.sending', message: 'Envoi en cours' })}</span>
          <progress max={100} value={percent} {...parts('kyc-progress-bar')} />
          <span className="kyc-progress__percent" dir="ltr" aria-hidden="true">
            {percent} %
          </span>
        </label>
        <p className="casino-visually-hidden" aria-live="polite">
          {i18n._({ id: 'profile.kyc.percent', message: 'Envoyé à {percent} %', values: { percent: told } })}
        </p>
        <Button variant="secondary" part="kyc-abort" onClick={onAbort}>
          {i18n._({ id: 'profile.kyc.abort', message: 'Annuler' })}
        </Button>
      </div>
    );
  }
  if (state.step === 'failed') {
    return (
      <div ref={root} tabIndex={-1} className="kyc-progress" data-step="failed" data-code={state.failure.code} {...parts('kyc-progress')}>
        {state.prepared ? <Preview prepared={state.prepared} /> : null}
        <p role="alert" className="kyc-error" {...parts('kyc-error')}>
          {failureMessage}
        </p>
        <div className="kyc-actions">
          {state.failure.retryable && state.prepared ? (
            <Button part="kyc-retry" data-focus onClick={onRetry}>
              {i18n._({ id: 'profile.kyc.retry', message: 'Réessayer' })}
            </Button>
          ) : null}
          <Button variant="secondary" part="kyc-another" data-focus={state.failure.retryable && state.prepared ? undefined : true} onClick={onAnother}>
            {i18n._({ id: 'profile.kyc.another', message: 'Choisir un autre fichier' })}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div ref={root} tabIndex={-1} className="kyc-progress" data-step="done" {...parts('kyc-progress')}>
      <p role="status" tabIndex={-1} data-focus className="kyc-sent" {...parts('kyc-sent')}>
        <span aria-hidden="true">✓ </span>
        {i18n._({ id: 'profile.kyc.sent', message: 'Document envoyé : nous le vérifions, vous verrez le résultat ici.' })}
      </p>
      <Button variant="secondary" part="kyc-another" onClick={onAnother}>
        {i18n._({ id: 'profile.kyc.send_another', message: 'Envoyer un autre document' })}
      </Button>
    </div>
  );
}
