// The page-wide client instance. Shared through the global slot so two builds on one page send their
// 401s to one session and refresh once.
import { sharedSlot } from '../platform/shared-slot';
import { $config, apiBase } from '../config/config';
import { htmlLangOf, toLocale } from '../i18n/locale';
import { createHttpClient, type CallRecord } from './client';

/** A page that wants every call (the QA page's inspector) puts `onCall` in the shared bag first. */
const observer = sharedSlot<{ onCall?: (call: CallRecord) => void }>('observer', () => ({}));

export const http = sharedSlot('http', () =>
  createHttpClient({
    baseUrl: apiBase,
    onCall: (call) => observer.onCall?.(call),
    // Every call in the page's language (fr-FR, en-US, ar), so every answer the server words (payment
    // methods, e-mails) matches the page (docs/api.md "Payments"); a CORS-safelisted header.
    language: () => htmlLangOf(toLocale($config.get().language)),
    // DPoP in its own chunk, loaded by the first call with a token or POST without one (docs/security.md).
    authHeaders: (...request) => import('./dpop').then((dpop) => dpop.authHeaders(...request)),
  }),
);
