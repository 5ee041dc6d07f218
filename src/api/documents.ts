// Identity documents (KYC; spec money-and-games.md §7 "POST /api/users/documents/upload/ (picture)";
// docs/api.md "Identity documents"). The upload goes through the one HTTP
// client with the XMLHttpRequest transport, for its progress: same authorization (bearer or DPoP), same
// refresh on 401, same ApiError (413 file_too_large, timeout, network_error) as every other call.
import type { HttpClient, Transport } from './client';
import { ShapeError, arr, int, obj, optStr, str } from './convert';
import { xhrTransport } from './upload-transport';

const DOCUMENT_KINDS = ['id_card', 'passport', 'driving_licence'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = 'pending' | 'approved' | 'rejected';

export interface IdentityDocument {
  id: number;
  kind: DocumentKind;
  status: DocumentStatus;
  /** The reviewer's words on a rejection. */
  reason: string | null;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
  reviewedAt: string | null;
}

export interface DocumentRules {
  /** Bytes. */
  maxSize: number;
  contentTypes: string[];
  kinds: DocumentKind[];
}

const oneOf =
  <T extends string>(values: readonly T[], what: string) =>
  (value: unknown): T => {
    if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
    throw new ShapeError(`${what}: one of ${values.join(', ')} expected`);
  };

function toDocument(data: unknown): IdentityDocument {
  const o = obj(data, 'document');
  return {
    id: int(o.id, 'document.id'),
    kind: oneOf(DOCUMENT_KINDS, 'document.kind')(o.kind),
    status: oneOf(['pending', 'approved', 'rejected'] as const, 'document.status')(o.status),
    reason: optStr(o.reason),
    fileName: str(o.file_name, 'document.file_name'),
    contentType: str(o.content_type, 'document.content_type'),
    size: int(o.size, 'document.size'),
    createdAt: str(o.created_at, 'document.created_at'),
    reviewedAt: optStr(o.reviewed_at),
  };
}

/** One page of the player's documents, newest first (docs/api.md "Identity documents"). */
export interface DocumentPage {
  items: IdentityDocument[];
  count: number;
  /** The following page's number, or null on the last one. */
  next: number | null;
}

function toDocumentPage(data: unknown): DocumentPage {
  const o = obj(data, 'documents');
  const items = arr(o.results, 'documents.results').map(toDocument);
  // A backend that answers the whole list at once (no `count`, no `next`) is one page.
  return {
    items,
    count: o.count === undefined ? items.length : int(o.count, 'documents.count'),
    next: o.next === undefined || o.next === null ? null : int(o.next, 'documents.next'),
  };
}

function toDocumentRules(data: unknown): DocumentRules {
  const o = obj(data, 'rules');
  return {
    maxSize: int(o.max_size, 'rules.max_size'),
    contentTypes: arr(o.content_types, 'rules.content_types').map((t) => str(t, 'rules.content_types[]')),
    // A kind this build does not know is left out rather than failing the whole form.
    kinds: arr(o.kinds, 'rules.kinds').filter((k): k is DocumentKind => (DOCUMENT_KINDS as readonly unknown[]).includes(k)),
  };
}

export interface UploadInput {
  kind: DocumentKind;
  /** The prepared file (converted, downscaled), named as the player will see it in the list. */
  file: Blob;
  fileName: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

const DOCUMENTS_PATH = '/api/users/documents/';

export function documentsApi(http: HttpClient, transport: Transport = xhrTransport()) {
  return {
    /** A page of the player's documents (the server's default size); `page` from 1. */
    list: (page = 1) => http.request({ method: 'GET', path: DOCUMENTS_PATH, data: page > 1 ? { page } : undefined }, toDocumentPage),
    rules: () => http.request({ method: 'GET', path: `${DOCUMENTS_PATH}rules/` }, toDocumentRules),
    /** Not a money POST: no Idempotency-Key; a retry after no answer may store a second copy, which QA sees as such. */
    upload: (input: UploadInput) => {
      const body = new FormData();
      body.append('kind', input.kind);
      body.append('picture', input.file, input.fileName);
      return http.request(
        { method: 'POST', path: `${DOCUMENTS_PATH}upload/`, body, transport, onUploadProgress: input.onProgress, signal: input.signal },
        toDocument,
      );
    },
  };
}

export type DocumentsApi = ReturnType<typeof documentsApi>;
