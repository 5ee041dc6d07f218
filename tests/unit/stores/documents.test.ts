// The documents store's upload state machine (src/stores/documents.ts): preparing → uploading(progress)
// → done | failed, retry with the kept file, abort, refusals of the preparation, the list per player.
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import type { IdentityDocument, UploadInput } from '../../../src/api/documents';
import { createDocuments, type UploadState } from '../../../src/stores/documents';
import type { AuthState } from '../../../src/session/session-manager';

const doc = (id: number, status: IdentityDocument['status'] = 'pending'): IdentityDocument => ({
  id, kind: 'passport', status, reason: null, fileName: `d${id}.jpg`, contentType: 'image/jpeg', size: 3, createdAt: '2025-01-15T12:00:00Z', reviewedAt: null,
});
const RULES = { maxSize: 5242880, contentTypes: ['image/jpeg'], kinds: ['id_card' as const] };
const signedIn = (id: number) => ({ isAuth: true, user: { id } }) as unknown as AuthState;
const networkError = () => new ApiError({ status: 0, code: 'network_error', method: 'POST', path: '/api/users/documents/upload/' });

function setup(uploads: ((input: UploadInput) => Promise<IdentityDocument>)[]) {
  const auth = atom<AuthState>(signedIn(1001));
  const sent: UploadInput[] = [];
  const api = {
    list: vi.fn(async () => [doc(1, 'rejected')]),
    rules: vi.fn(async () => RULES),
    upload: vi.fn((input: UploadInput) => {
      sent.push(input);
      return uploads[sent.length - 1](input);
    }),
  };
  const onUploaded = vi.fn();
  const store = createDocuments({ api, auth, onUploaded });
  const steps: UploadState['step'][] = [];
  store.$upload.subscribe((s) => steps.push(s.step));
  return { store, api, sent, auth, onUploaded, steps };
}

const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG.HEIC');
const prepared = { blob: new Blob([new Uint8Array(3)]), name: 'IMG.jpg' };

describe('documents store', () => {
  it('prepares, uploads with progress, ends done and puts the document first in the list', async () => {
    const { store, sent, steps, onUploaded } = setup([
      async (input) => {
        input.onProgress?.(1, 3);
        expect(store.$upload.get()).toMatchObject({ step: 'uploading', loaded: 1, total: 3 });
        input.onProgress?.(3, 3);
        return doc(2);
      },
    ]);
    const off = store.$list.listen(() => {});
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    expect(store.$list.get().rules).toEqual(RULES);
    const prepare = vi.fn(async () => prepared);
    await store.upload(file, 'passport', prepare);
    expect(prepare).toHaveBeenCalledWith(file);
    expect(sent[0]).toMatchObject({ kind: 'passport', file: prepared.blob, fileName: 'IMG.jpg' });
    expect(steps).toEqual(['idle', 'preparing', 'uploading', 'uploading', 'uploading', 'done']);
    expect(store.$list.get().items.map((d) => d.id)).toEqual([2, 1]);
    expect(onUploaded).toHaveBeenCalledWith(doc(2));
    off();
  });

  it('keeps the prepared file after a network failure; retry sends it again without preparing', async () => {
    const { store, sent } = setup([async () => Promise.reject(networkError()), async () => doc(3)]);
    const prepare = vi.fn(async () => prepared);
    await store.upload(file, 'id_card', prepare);
    const failed = store.$upload.get();
    expect(failed).toMatchObject({ step: 'failed', failure: { code: 'network_error', retryable: true }, prepared });
    await store.retry();
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.file)).toEqual([prepared.blob, prepared.blob]);
    expect(store.$upload.get()).toMatchObject({ step: 'done', document: { id: 3 } });
  });

  it('a refusal of the server is not retryable; a refusal of the preparation sends nothing', async () => {
    const refused = new ApiError({ status: 413, code: 'file_too_large', method: 'POST', path: '/x' });
    const { store, api } = setup([async () => Promise.reject(refused)]);
    await store.upload(file, 'id_card', async () => prepared);
    expect(store.$upload.get()).toMatchObject({ step: 'failed', failure: { code: 'file_too_large', retryable: false } });

    await store.upload(file, 'id_card', async () => Promise.reject(Object.assign(new Error('x'), { code: 'unsupported_file_type' })));
    expect(store.$upload.get()).toMatchObject({ step: 'failed', failure: { code: 'unsupported_file_type', retryable: false }, prepared: null });
    expect(api.upload).toHaveBeenCalledTimes(1);
    await store.retry(); // nothing kept: nothing sent
    expect(api.upload).toHaveBeenCalledTimes(1);
  });

  it('abort stops the upload in flight and goes back to idle; its late answer changes nothing', async () => {
    let signal: AbortSignal | undefined;
    let finish!: (d: IdentityDocument) => void;
    const { store } = setup([(input) => ((signal = input.signal), new Promise((resolve) => (finish = resolve)))]);
    const done = store.upload(file, 'id_card', async () => prepared);
    await vi.waitFor(() => expect(store.$upload.get().step).toBe('uploading'));
    store.abort();
    expect(signal?.aborted).toBe(true);
    finish(doc(9));
    await done;
    expect(store.$upload.get()).toEqual({ step: 'idle' });
    expect(store.$list.get().items).toEqual([]);
  });

  it('signing out drops the list and the upload; another player gets their own list', async () => {
    const { store, auth, api } = setup([]);
    const off = store.$list.listen(() => {});
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    auth.set({ isAuth: false, user: null } as unknown as AuthState);
    expect(store.$list.get()).toMatchObject({ status: 'idle', items: [] });
    auth.set(signedIn(1002));
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    expect(api.list).toHaveBeenCalledTimes(2);
    off();
  });
});

describe('documents store: the page opened again', () => {
  it('reads the list afresh and clears a finished upload, keeps a retryable failure', async () => {
    const { store, api } = setup([async () => doc(5), async () => Promise.reject(networkError())]);
    const off = store.$list.listen(() => {});
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    await store.upload(file, 'id_card', async () => prepared);
    expect(store.$upload.get().step).toBe('done');
    store.reopen();
    expect(store.$upload.get()).toEqual({ step: 'idle' });
    await vi.waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
    await store.upload(file, 'id_card', async () => prepared);
    store.reopen();
    expect(store.$upload.get()).toMatchObject({ step: 'failed', failure: { retryable: true } });
    off();
  });
});
