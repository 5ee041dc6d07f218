// What the profile's account forms (user info, password, sportsbook preferences) share after a
// save: the live region that announces the success (always in the page, so that what is put in it is
// announced) and the alert that says a failure; and, for the forms with inputs the server can blame, the
// failed save's notice (its field errors put on their inputs, then "check the fields" or the reason).
import type { ReactNode } from 'react';
import { parts } from '../../../src/ui/part';

export type SaveError = { kind: 'error'; message: string };

/** The success (inside the live region, when given) and the failure's alert (when given), in that order. */
export function AccountNotices({ success, error }: { success?: ReactNode; error?: string }) {
  return (
    <>
      <div className="account-live" role="status" aria-live="polite" {...parts('notice')}>
        {success ? <div className="account-notice account-notice--success">{success}</div> : null}
      </div>
      {error !== undefined ? (
        <div className="account-notice account-notice--error" role="alert" {...parts('error')}>
          {error}
        </div>
      ) : null}
    </>
  );
}

/** The message of a notice that is an error, for AccountNotices' `error`. */
export const errorOf = (notice: { kind: string; message?: string } | null): string | undefined => (notice?.kind === 'error' ? notice.message : undefined);

/**
 * A failed save of a form with inputs: the server's field messages go under the inputs they name; the
 * notice then asks to check those fields, or, when none of them is an input, says the reason.
 */
export function failedSave(
  result: { fieldMessages: Record<string, string>; message?: string },
  form: { values: Record<string, string>; serverErrors(messages: Record<string, string>): void },
  text: { checkFields(): string; failed(reason: string): string },
): SaveError {
  const onInputs = Object.keys(result.fieldMessages).some((field) => field in form.values);
  if (onInputs) form.serverErrors(result.fieldMessages);
  return { kind: 'error', message: onInputs ? text.checkFields() : text.failed(result.message ?? '') };
}
