// The player's identity documents (KYC): the list, the published rules, and the upload's
// state machine:
//
//   idle → preparing → uploading(loaded, total) → done(document)
//                  ↘            ↘ failed(error, prepared?) —retry→ uploading (the same prepared file)
//   abort (preparing or uploading) → idle
//
// The preparation (type by content, HEIC conversion, downscaling) is the widget's (widgets/profile/kyc/),
// injected per choice so this store stays below widgets/ and is tested without a canvas. A failure after
// the file was prepared keeps it: "retry" after a network failure sends it again without choosing again.
// The list (and its "show more" pages) is a player resource (player-resource.ts); a change of player also
// stops the upload in flight.
import { atom, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { documentsApi, type DocumentKind, type DocumentRules, type DocumentsApi, type IdentityDocument } from '../api/documents';
import { isApiError, type ApiError } from '../api/errors';
import { playerResource, type Resource } from './player-resource';
import { $playerId } from './player-id';
import { reloadProfileSummary } from './profile-summary';

/** A file ready to send (widgets/profile/kyc/prepare.ts makes it). */
export interface PreparedUpload {
  blob: Blob;
  name: string;
}

/** Why an upload failed: a server or network ApiError, or a code of the preparation (unsupported_file_type…). */
export interface UploadFailure {
  code: string;
  error: unknown;
  /** True when sending the same file again can work (no answer, timeout, 5xx, 429 but the pending quota). */
  retryable: boolean;
}

export type UploadState =
  | { step: 'idle' }
  | { step: 'preparing'; fileName: string; kind: DocumentKind }
  | { step: 'uploading'; prepared: PreparedUpload; kind: DocumentKind; loaded: number; total: number }
  | { step: 'done'; document: IdentityDocument }
  | { step: 'failed'; failure: UploadFailure; kind: DocumentKind; prepared: PreparedUpload | null };

/** The documents shown and the published rules: the data of the list's player resource. */
interface DocumentsList {
  items: IdentityDocument[];
  rules: DocumentRules;
  /** All the player's documents, shown or not. */
  count: number;
  /** The next page to read ("show more"), or null when every document is shown. */
  next: number | null;
  /** The read of the next page: under way, or failed (the shown ones stay). */
  more: 'idle' | 'loading' | 'error';
}

export type DocumentsState = Resource<DocumentsList>;

interface DocumentsDeps {
  api: Pick<DocumentsApi, 'list' | 'rules' | 'upload'>;
  /** Who is signed in: $playerId (src/stores/player-id.ts), or a test's atom. */
  player: ReadableAtom<number | null>;
  /** Told after a document was accepted (the profile's summary reloads its verification state). */
  onUploaded?: (document: IdentityDocument) => void;
}

export function failureOf(error: unknown): UploadFailure {
  if (isApiError(error)) {
    const e = error as ApiError;
    // Too many documents waiting for review: sending again works only after a review, not after a wait.
    const retryable = e.code !== 'aborted' && e.code !== 'too_many_pending_documents' && (e.status === 0 || e.status >= 500 || e.status === 429);
    return { code: e.code, error, retryable };
  }
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'default';
  return { code, error, retryable: false };
}

export function createDocuments(deps: DocumentsDeps) {
  // The list is a player resource (docs/architecture.md "Stores: one player's data"), read while the page
  // shows it: another player (or nobody) sees nothing of the last one's, and an answer for them is dropped.
  const list = playerResource<DocumentsList>(
    async (): Promise<DocumentsList> => {
      // The rules are the same for every read of one player's list: read with the first page only.
      const [page, rules] = await Promise.all([deps.api.list(), shown()?.rules ?? deps.api.rules()]);
      return { items: page.items, rules, count: page.count, next: page.next, more: 'idle' };
    },
    { player: deps.player, whileShown: true },
  );
  const $list = list.$state;
  const $upload = atom<UploadState>({ step: 'idle' });
  // Each choice, retry or abort starts a new epoch: a late answer of an older one changes nothing.
  let epoch = 0;
  let controller: AbortController | null = null;
  // `.value`, not get(): get() on an unmounted store mounts it for a moment, which would run onMount
  // (and its read of the list) from inside an upload.
  const shown = (): DocumentsList | null => ($list.value as DocumentsState).data;
  const show = (data: DocumentsList) => $list.setKey('data', data);

  /**
   * The next page below the shown ones (the list pages: docs/api.md "Identity documents"). A document
   * already shown is not shown twice: an upload since the first page moves every later one down a place.
   * A write of the resource: its answer is dropped after a newer read of the list or another player.
   */
  async function loadMore(): Promise<void> {
    const first = shown();
    if (($list.value as DocumentsState).status !== 'ready' || !first || first.next === null || first.more === 'loading') return;
    show({ ...first, more: 'loading' });
    try {
      await list.write(async () => {
        const page = await deps.api.list(first.next!);
        const now = shown() ?? first;
        const ids = new Set(now.items.map((d) => d.id));
        return { ...now, items: [...now.items, ...page.items.filter((d) => !ids.has(d.id))], count: page.count, next: page.next, more: 'idle' };
      });
    } catch {
      // Still this read's list (a newer read or another player brings `more: 'idle'` or nothing).
      const now = shown();
      if (now?.more === 'loading') show({ ...now, more: 'error' });
    }
  }

  async function send(mine: number, prepared: PreparedUpload, kind: DocumentKind): Promise<void> {
    controller = new AbortController();
    $upload.set({ step: 'uploading', prepared, kind, loaded: 0, total: prepared.blob.size });
    try {
      const document = await deps.api.upload({
        kind,
        file: prepared.blob,
        fileName: prepared.name,
        signal: controller.signal,
        onProgress: (loaded, total) => {
          if (mine === epoch) $upload.set({ step: 'uploading', prepared, kind, loaded, total: total || prepared.blob.size });
        },
      });
      if (mine !== epoch) return;
      $upload.set({ step: 'done', document });
      const now = shown();
      if (now) {
        const known = now.items.some((d) => d.id === document.id);
        show({ ...now, items: [document, ...now.items.filter((d) => d.id !== document.id)], count: now.count + (known ? 0 : 1) });
      }
      deps.onUploaded?.(document);
    } catch (error) {
      if (mine !== epoch) return;
      const failure = failureOf(error);
      $upload.set(failure.code === 'aborted' ? { step: 'idle' } : { step: 'failed', failure, kind, prepared });
    }
  }

  /** The player chose a file: prepare it, then send it. A choice while another runs replaces it. */
  async function upload(file: File, kind: DocumentKind, prepare: (file: File) => Promise<PreparedUpload>): Promise<void> {
    controller?.abort();
    const mine = ++epoch;
    $upload.set({ step: 'preparing', fileName: file.name, kind });
    let prepared: PreparedUpload;
    try {
      prepared = await prepare(file);
    } catch (error) {
      if (mine === epoch) $upload.set({ step: 'failed', failure: failureOf(error), kind, prepared: null });
      return;
    }
    if (mine !== epoch) return;
    await send(mine, prepared, kind);
  }

  /** Sends the kept file again (after a network failure): no new choice. */
  async function retry(): Promise<void> {
    const state = $upload.get();
    if (state.step !== 'failed' || !state.prepared) return;
    await send(++epoch, state.prepared, state.kind);
  }

  /** Stops the preparation or the upload in flight; back to idle. */
  function abort(): void {
    epoch++;
    controller?.abort();
    controller = null;
    $upload.set({ step: 'idle' });
  }

  /** Back to idle after done or failed (choose another document). */
  function reset(): void {
    if ($upload.get().step === 'uploading' || $upload.get().step === 'preparing') return;
    $upload.set({ step: 'idle' });
  }

  /**
   * The page opened again: the list read afresh (a review may have happened meanwhile) and a finished
   * upload's outcome cleared; an upload still under way, or one that can be retried, is kept.
   */
  function reopen(): void {
    const upload = $upload.get();
    if (upload.step === 'done' || (upload.step === 'failed' && !(upload.failure.retryable && upload.prepared))) $upload.set({ step: 'idle' });
    const { status } = $list.value as DocumentsState;
    if (status === 'ready' || status === 'error') void list.reload();
  }

  // Another player (or nobody): nothing of the last one stays, not even an upload in flight (the list
  // empties itself, player-resource.ts).
  deps.player.listen(abort);

  return { $list, $upload, loadList: list.reload, loadMore, upload, retry, abort, reset, reopen };
}

export const documents = sharedSlot('documents', () =>
  createDocuments({
    api: documentsApi(http),
    player: $playerId,
    // The summary card's verification state becomes "pending review".
    onUploaded: () => void reloadProfileSummary(),
  }),
);

export const $documents = documents.$list;
export const $documentUpload = documents.$upload;
