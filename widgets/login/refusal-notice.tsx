// The sign-in form's notices for refusals that need more than a toast, in one lazy chunk (the login
// element's entry is at its size ceiling, docs/conventions.md §4): `self_excluded` (./self-excluded.tsx)
// and `email_not_verified` (./email-not-verified.tsx). One call from login.tsx.
import showSelfExcluded from './self-excluded';
import { EmailNotVerified } from './email-not-verified';

export default (error: unknown, username: string, password: string) =>
  (error as { code?: string }).code == 'email_not_verified' ? <EmailNotVerified login={username} /> : showSelfExcluded(error, username, password);
