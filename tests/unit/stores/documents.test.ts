// The documents store's upload state machine (src/stores/documents.ts): preparing → uploading(progress)
// → done | failed, retry with the kept file, abort, refusals of the preparation, the list per player (a
// player resource: a late answer for the last player is dropped, the list empties on a change of player).
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import type { IdentityDocument, UploadInput } from '../../../src/api/documents';
import { createDocuments, failureOf, type UploadState } from '../../../src/stores/documents';

const doc = (id: number, status: IdentityDocument['status'] = 'pending'): IdentityDocument => ({
  id, kind: 'passport', status, reason: null, fileName: `d${id}.jpg`, contentType: 'image/jpeg', size: 3, createdAt: '2025-01-15T12:00:00Z', reviewedAt: null,
});
const RULES = { maxSize: 5242880, contentTypes: ['image/jpeg'], kinds: ['id_card' as const] };
const networkError = () => new ApiError({ status: 0, code: 'network_error', method: 'POST', path: '/api/users/documents/upload/' });

function setup(uploads: ((input: UploadInput) => Promise<IdentityDocument>)[]) {
  const player = atom<number | null>(1001);
  const sent: UploadInput[] = [];
  const api = {
    list: vi.fn(async (_page?: number) => ({ items: [doc(1, 'rejected')], count: 1, next: null as number | null })),
    rules: vi.fn(async () => RULES),
    upload: vi.fn((input: UploadInput) => {
      sent.push(input);
      return uploads[sent.length - 1](input);
    }),
  };
  const onUploaded = vi.fn();
  const store = createDocuments({ api, player, onUploaded });
  const steps: UploadState['step'][] = [];
  store.$upload.subscribe((s) => steps.push(s.step));
  return { store, api, sent, player, onUploaded, steps };
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
    expect(store.$list.get().data?.rules).toEqual(RULES);
    const prepare = vi.fn(async () => prepared);
    await store.upload(file, 'passport', prepare);
    expect(prepare).toHaveBeenCalledWith(file);
    expect(sent[0]).toMatchObject({ kind: 'passport', file: prepared.blob, fileName: 'IMG.jpg' });
    expect(steps).toEqual(['idle', 'preparing', 'uploading', 'uploading', 'uploading', 'done']);
    expect(store.$list.get().data?.items.map((d) => d.id)).toEqual([2, 1]);
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
    expect(store.$list.value?.data).toBeNull();
  });

  it('signing out drops the list and the upload; another player gets their own list', async () => {
    const { store, player, api } = setup([]);
    const off = store.$list.listen(() => {});
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    player.set(null);
    expect(store.$list.get()).toEqual({ status: 'idle', data: null, error: null });
    player.set(1002);
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    expect(api.list).toHaveBeenCalledTimes(2);
    off();
  });
});

describe('documents store: one player at a time', () => {
  it("drops the list's answer that lands after the player changed, and empties at once", async () => {
    const { store, player, api } = setup([]);
    let answer!: (page: { items: IdentityDocument[]; count: number; next: number | null }) => void;
    api.list.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const off = store.$list.listen(() => {});
    expect(store.$list.get().status).toBe('loading');
    player.set(1002); // the read for 1001 is still on its way
    expect(store.$list.get()).toMatchObject({ data: null });
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    answer({ items: [doc(77)], count: 1, next: null }); // 1001's list, late
    await Promise.resolve();
    await vi.waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
    expect(store.$list.get().data?.items.map((d) => d.id)).toEqual([1]);
    off();
  });

  it("drops a next page and an upload of the last player's that answer after the change", async () => {
    let finish!: (d: IdentityDocument) => void;
    const { store, player, api, onUploaded } = setup([() => new Promise((resolve) => (finish = resolve))]);
    api.list.mockImplementationOnce(async () => ({ items: [doc(3), doc(2)], count: 3, next: 2 }));
    const off = store.$list.listen(() => {});
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    let page!: (p: { items: IdentityDocument[]; count: number; next: number | null }) => void;
    api.list.mockImplementationOnce(() => new Promise((resolve) => (page = resolve)));
    const more = store.loadMore();
    const sending = store.upload(file, 'id_card', async () => prepared);
    await vi.waitFor(() => expect(store.$upload.get().step).toBe('uploading'));
    player.set(1002);
    expect(store.$upload.get()).toEqual({ step: 'idle' });
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    page({ items: [doc(1)], count: 3, next: null });
    finish(doc(9));
    await Promise.all([more, sending]);
    expect(store.$list.get().data).toMatchObject({ items: [doc(1, 'rejected')], count: 1, next: null, more: 'idle' });
    expect(store.$upload.get()).toEqual({ step: 'idle' });
    expect(onUploaded).not.toHaveBeenCalled();
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

describe('documents store: the list a page at a time', () => {
  it('shows the first page, then the next ones on demand, without showing a document twice; stops at the last', async () => {
    const { store, api } = setup([async () => doc(30)]);
    // 25 documents, 20 a page, newest first (ids 25 → 1).
    const ids = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => doc(from - i));
    let all = ids(25, 1);
    api.list.mockImplementation(async (page = 1) => ({ items: all.slice((page - 1) * 20, page * 20), count: all.length, next: page * 20 < all.length ? page + 1 : null }));
    const off = store.$list.listen(() => {});
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    expect(store.$list.get().data).toMatchObject({ count: 25, next: 2, more: 'idle' });
    expect(store.$list.get().data?.items).toHaveLength(20);

    // An upload meanwhile: every later document moves down a place on the server.
    await store.upload(file, 'id_card', async () => prepared);
    all = [doc(30), ...all];
    expect(store.$list.get().data).toMatchObject({ count: 26 });
    await store.loadMore();
    expect(api.list).toHaveBeenLastCalledWith(2);
    const shown = store.$list.get().data?.items.map((d) => d.id);
    expect(shown).toEqual([30, ...Array.from({ length: 25 }, (_, i) => 25 - i)]);
    expect(store.$list.get().data).toMatchObject({ count: 26, next: null, more: 'idle' });
    await store.loadMore(); // the last page is shown: nothing more is read
    expect(api.list).toHaveBeenCalledTimes(2);
    off();
  });

  it('a failed read of the next page keeps the shown documents and can be tried again', async () => {
    const { store, api } = setup([]);
    api.list.mockImplementationOnce(async () => ({ items: [doc(3), doc(2)], count: 3, next: 2 }));
    const off = store.$list.listen(() => {});
    await vi.waitFor(() => expect(store.$list.get().status).toBe('ready'));
    api.list.mockImplementationOnce(async () => Promise.reject(networkError()));
    await store.loadMore();
    expect(store.$list.get()).toMatchObject({ status: 'ready', data: { more: 'error', next: 2 } });
    expect(store.$list.get().data?.items.map((d) => d.id)).toEqual([3, 2]);
    api.list.mockImplementationOnce(async () => ({ items: [doc(1)], count: 3, next: null }));
    await store.loadMore();
    expect(store.$list.get().data?.items.map((d) => d.id)).toEqual([3, 2, 1]);
    off();
  });

  it('too many documents waiting for review is not retryable: only a review makes room', () => {
    const pending = new ApiError({ status: 429, code: 'too_many_pending_documents', method: 'POST', path: '/api/users/documents/upload/' });
    const hourly = new ApiError({ status: 429, code: 'too_many_uploads', method: 'POST', path: '/api/users/documents/upload/' });
    expect(failureOf(pending).retryable).toBe(false);
    expect(failureOf(hourly).retryable).toBe(true);
  });
});
