// The page-wide client instance. Shared through the global slot so two builds on one page send their
// 401s to one session and refresh once.
import { atom } from 'nanostores';
import { sharedSlot } from '../element/shared';
import { apiBase } from '../config/config';
import { createHttpClient, type CallRecord } from './client';

/** The last calls of this page, newest first (the QA page's inspector shows them). */
export const $callLog = sharedSlot('callLog', () => atom<(CallRecord & { at: number })[]>([]));

export const http = sharedSlot('http', () =>
  createHttpClient({
    baseUrl: apiBase,
    onCall: (call) => $callLog.set([{ ...call, at: Date.now() }, ...$callLog.get()].slice(0, 100)),
  }),
);
