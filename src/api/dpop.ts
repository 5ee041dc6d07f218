// DPoP (RFC 9449), the browser's side (docs/security.md). Loaded lazily by the HTTP
// client (http.ts) on the first request that needs it, so no entry carries it.
//
// One ECDSA P-256 key pair per origin, made by WebCrypto with a non-extractable private key and kept in
// IndexedDB (CryptoKey objects survive structured clone without ever exposing their bytes). Every token
// request and every call with a bound token carries a fresh proof signed with it; the server binds the
// tokens to the key's thumbprint (`cnf.jkt`), so a token read out of localStorage is useless elsewhere.
// Two builds on one page share one key promise through the shared slot, and every tab of the origin reads
// the same stored key, so the session they share stays usable in all of them.
//
// Where WebCrypto, ECDSA or IndexedDB is missing (or storage is blocked), the client falls back to bearer
// tokens as before, and says so in the shared slot's `dpop-status` (the QA page's session inspector).
import { calculateThumbprint, generateKeyPair, generateProof } from 'dpop';
import { sharedSlot } from '../platform/shared-slot';

export interface DpopKeyStore {
  /**
   * The stored key pair; when none is stored yet, the one `make` gives, stored (atomically: first writer
   * wins). A returning player's page reads its key without making one: on a phone a key generation is
   * time on the way to the first signed-in call.
   */
  getOrAdd(make: () => Promise<CryptoKeyPair>): Promise<CryptoKeyPair>;
}

interface DpopSigner {
  /** The key's RFC 7638 thumbprint: what the server puts in the tokens' `cnf.jkt`. */
  jkt: string;
  /** A proof for one request: `htu` without query and fragment; `accessToken` adds `ath`. */
  proof(htm: string, htu: string, accessToken?: string): Promise<string>;
}

interface DpopDeps {
  /** Where the key pair lives: IndexedDB in the browser, memory in tests. */
  store: DpopKeyStore;
}

type DpopStatus =
  | { state: 'pending' }
  | { state: 'bound'; jkt: string }
  | { state: 'unavailable'; reason: string };

/**
 * A signer over the origin's key, creating the key on first use. The proofs (JWS ES256 with the public
 * JWK, `jti`, `htm`, `htu`, `iat`, and `ath` for an access token) and the RFC 7638 thumbprint are made
 * by panva's `dpop` (docs/security.md "DPoP"): security code we do not write twice. It signs with the
 * global WebCrypto, the clock (`Date.now`) and `crypto.randomUUID`.
 */
export async function createDpopSigner(deps: DpopDeps): Promise<DpopSigner> {
  // Private key non-extractable (the library's default): not even our own code can read or send it anywhere.
  const pair = await deps.store.getOrAdd(() => generateKeyPair('ES256'));
  return {
    jkt: await calculateThumbprint(pair.publicKey),
    // htu absolute (the API base may be relative to the page), without query and fragment (RFC 9449 §4.2).
    proof: (htm, htu, accessToken) =>
      generateProof(pair, new URL(htu, globalThis.location?.href).href.split(/[?#]/)[0], htm, undefined, accessToken),
  };
}

/** The key pair in IndexedDB (`casino-widgets` / `dpop`), one per origin. */
function indexedDbKeyStore(idb: IDBFactory): DpopKeyStore {
  const request = <T>(req: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  return {
    async getOrAdd(make) {
      const open = idb.open('casino-widgets', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('dpop');
      const db = await request(open);
      const read = async (tx: IDBTransaction) => {
        const stored = (await request(tx.objectStore('dpop').get('key'))) as CryptoKeyPair | undefined;
        return stored?.privateKey && stored.publicKey ? stored : undefined;
      };
      try {
        const stored = await read(db.transaction('dpop', 'readonly'));
        if (stored) return stored;
        // A transaction ends at the first await that is not one of its requests: the key is made before
        // the readwrite one, which reads again so that two tabs making their first key at once keep one.
        const pair = await make();
        const tx = db.transaction('dpop', 'readwrite');
        const first = await read(tx);
        if (first) return first;
        await request(tx.objectStore('dpop').put(pair, 'key'));
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = tx.onabort = () => reject(tx.error);
        });
        return pair;
      } finally {
        db.close();
      }
    },
  };
}

/** What the inspector reads; one per page, shared by every build. */
const dpopStatus = sharedSlot<{ current: DpopStatus }>('dpop-status', () => ({ current: { state: 'pending' } }));

/** The page's signer, or null when this browser cannot do DPoP (bearer tokens, as before). One per page. */
function browserSigner(): Promise<DpopSigner | null> {
  return sharedSlot('dpop', () => {
    const crypto = globalThis.crypto;
    const idb = globalThis.indexedDB;
    const missing = !crypto?.subtle ? 'WebCrypto (crypto.subtle) is not available' : !idb ? 'IndexedDB is not available' : '';
    const made: Promise<DpopSigner> = missing
      ? Promise.reject(new Error(missing))
      : createDpopSigner({ store: indexedDbKeyStore(idb) });
    return made.then(
      (signer) => {
        dpopStatus.current = { state: 'bound', jkt: signer.jkt };
        return signer;
      },
      (error: unknown) => {
        dpopStatus.current = { state: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
        return null;
      },
    );
  });
}

/**
 * Starts reading the page's key now (a returning player's page, before its first signed call): the calls
 * then wait for their proofs only, not for the key's IndexedDB read as well.
 */
export const prepareSigner = (): void => void browserSigner();

/** Whether `token` is bound to a key (`cnf.jkt`): such a token only works with a proof, under the DPoP scheme. */
export function isBound(token: string): boolean {
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { cnf?: { jkt?: unknown } };
    return typeof claims.cnf?.jkt === 'string';
  } catch {
    return false;
  }
}

/**
 * The authorization headers of one request (the HTTP client's `authHeaders`): a token request (`token`
 * null) gets a proof, so the server binds the new tokens; a bound token goes as `DPoP <token>` with a
 * proof naming it; an unbound token (a fallback client's, or one from before DPoP) stays a bearer token.
 */
export async function headersFor(
  method: string,
  url: string,
  token: string | null | undefined,
  signer: DpopSigner | null,
): Promise<Record<string, string>> {
  const bound = !!token && isBound(token);
  if (!signer || (token && !bound)) return token ? { Authorization: `Bearer ${token}` } : {};
  const headers: Record<string, string> = { DPoP: await signer.proof(method, url, token ?? undefined) };
  if (token) headers.Authorization = `DPoP ${token}`;
  return headers;
}

/** For http.ts (the client's `authHeaders`): the headers of one request, with the page's signer. */
export const authHeaders = async (method: string, url: string, token?: string | null) =>
  headersFor(method, url, token, await browserSigner());
