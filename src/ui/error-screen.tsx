// Spec shell-session-wheel.md §2 "Error screen": the default error message, the error's text and a
// "try again" button. Used by the element runtime's error boundary and by widgets whose data failed to load.
import { useLingui } from '@lingui/react';
import { notices } from '../i18n/messages';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/errors';
import { explainError } from '../errors/report';
import { Button } from './button';
import { parts } from './part';

export interface ErrorScreenProps {
  error?: unknown;
  onRetry?: () => void;
}

/**
 * The text to show for `error`: an API error as the player would read it in a toast, else its message.
 * Also the wheel's refusal line.
 */
export function useErrorText(error: unknown): string {
  const [explained, setExplained] = useState('');
  useEffect(() => {
    let live = true;
    setExplained('');
    if (isApiError(error)) {
      explainError(error).then(
        (e) => live && setExplained(e?.toasts[0]?.message ?? ''),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [error]);
  if (isApiError(error)) return explained;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { i18n } = useLingui();
  const text = useErrorText(error);
  return (
    <div className="casino-error-screen" role="alert" {...parts('error-screen')}>
      <p className="casino-error-screen__title" {...parts('error-title')}>
        {i18n._(notices.errorTitle)}
      </p>
      {text ? (
        <p className="casino-error-screen__text" dir="auto" {...parts('error-text')}>
          {text}
        </p>
      ) : null}
      {onRetry ? (
        <Button variant="primary" onClick={onRetry} part="retry">
          {i18n._(notices.retry)}
        </Button>
      ) : null}
    </div>
  );
}
