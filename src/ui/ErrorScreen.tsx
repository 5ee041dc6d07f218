// Spec shell-session-wheel.md §2 "Error screen": the default error message, the error's text and a
// "try again" button. Used by the element runtime's error boundary and by widgets whose data failed to load.
import { useLingui } from '@lingui/react';
import { notices } from '../i18n/messages';
import { explainApiError, isApiError } from '../api/errors';
import { Button } from './Button';
import { parts } from './part';

export interface ErrorScreenProps {
  error?: unknown;
  onRetry?: () => void;
}

/** The text to show for `error`: an API error as the player would read it in a toast, else its message. */
function errorText(error: unknown): string {
  if (isApiError(error)) return explainApiError(error).toasts[0]?.message ?? '';
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { i18n } = useLingui();
  const text = errorText(error);
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
