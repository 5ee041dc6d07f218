// DPoP (RFC 9449), the sandbox's side (docs/security.md). The client proves, with each
// token request and each API call, that it holds the private key its tokens are bound to: a token copied
// out of the page (a partner page's script, an XSS) is useless without that key, which is non-extractable
// and never leaves the browser. Tokens issued against a proof carry `cnf.jkt`, the key's thumbprint.
import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, decodeProtectedHeader, EmbeddedJWK, jwtVerify, type JWK } from 'jose';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { ApiError } from '../http/errors';

/** `DPOP`: `optional` (default) binds tokens when the client sends proofs; `required` refuses clients that do not. */
export type DpopMode = 'optional' | 'required';

/** How far a proof's `iat` may lie from the sandbox's clock, either way (RFC 9449 §11.1: "a few seconds to minutes"). */
export const PROOF_WINDOW_S = 60;

/** 401 `invalid_dpop_proof` (RFC 9449's error name): missing, malformed, replayed or from another key. */
export const dpopInvalid = (detail: string) => new ApiError(401, 'invalid_dpop_proof', undefined, detail);

/** What a proof must match: the request it came with. */
export interface ProofTarget {
  method: string;
  /** The request URL as the client addressed it (see `publicUrl`). */
  url: string;
  /** On API calls: the access token the proof must name (`ath`). */
  accessToken?: string;
}

const b64urlSha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Scheme, host and path: `htu` is compared without query and fragment (RFC 9449 §4.3 item 9). */
function withoutQuery(url: string): string | undefined {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname}`;
  } catch {
    return undefined;
  }
}

export type Dpop = ReturnType<typeof createDpop>;

export function createDpop({ config, clock }: { config: Config; clock: Clock }) {
  /** `jkt jti` -> until when (ms) it is remembered: a proof is good for one request (RFC 9449 §11.1). */
  const seen = new Map<string, number>();
  let nextSweep = 0;

  function remember(id: string, now: number): boolean {
    if (now >= nextSweep) {
      for (const [k, until] of seen) if (until <= now) seen.delete(k);
      nextSweep = now + 10_000;
    }
    const until = seen.get(id);
    if (until !== undefined && until > now) return false;
    // Past the window either way a replay is refused by its iat, so the memory only spans it.
    seen.set(id, now + 2 * PROOF_WINDOW_S * 1000 + 1000);
    return true;
  }

  /** The key thumbprint of a valid proof for `target`; throws 401 `invalid_dpop_proof` otherwise. */
  async function verify(proof: string, target: ProofTarget): Promise<string> {
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(proof);
    } catch {
      throw dpopInvalid('the DPoP header is not a JWS');
    }
    const jwk = header.jwk as JWK | undefined;
    if (!jwk || typeof jwk !== 'object' || 'd' in jwk) throw dpopInvalid('the proof must embed a public key (jwk)');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(proof, EmbeddedJWK, {
        typ: 'dpop+jwt',
        algorithms: ['ES256'],
        requiredClaims: ['jti', 'htm', 'htu', 'iat'],
        currentDate: new Date(clock.now()),
      }));
    } catch (error) {
      throw dpopInvalid(`proof refused: ${(error as Error).message}`);
    }
    const nowMs = clock.now();
    const { jti, htm, htu, iat, ath } = payload;
    if (typeof jti !== 'string' || jti.length < 8 || jti.length > 128) throw dpopInvalid('jti missing or malformed');
    if (typeof iat !== 'number' || Math.abs(iat - nowMs / 1000) > PROOF_WINDOW_S) {
      throw dpopInvalid(`iat outside ±${PROOF_WINDOW_S} s of the server's clock`);
    }
    if (htm !== target.method.toUpperCase()) throw dpopInvalid(`htm ${String(htm)} is not this request's method ${target.method}`);
    const expected = withoutQuery(target.url);
    if (typeof htu !== 'string' || !expected || withoutQuery(htu) !== expected) {
      throw dpopInvalid(`htu ${String(htu)} is not this request's URL ${expected ?? ''}`);
    }
    if (target.accessToken !== undefined && ath !== b64urlSha256(target.accessToken)) {
      throw dpopInvalid('ath does not match the access token sent');
    }
    const jkt = await calculateJwkThumbprint(jwk, 'sha256');
    if (!remember(`${jkt} ${jti}`, nowMs)) throw dpopInvalid('proof replayed (jti already seen)');
    return jkt;
  }

  /**
   * The thumbprint new tokens are bound to, at a token request (login, refresh): the proof's key when
   * one is sent, else nothing (an unbound pair, as before DPoP), unless the sandbox requires DPoP.
   */
  async function forTokenRequest(proof: string | undefined, target: ProofTarget): Promise<string | undefined> {
    if (proof) return verify(proof, target);
    if (config.dpop === 'required') throw dpopInvalid('this server requires DPoP: send a DPoP proof with token requests');
    return undefined;
  }

  return { verify, forTokenRequest, mode: () => config.dpop };
}

/**
 * The request URL as the browser addressed it: the sandbox's own URL, behind the path prefix a
 * reverse proxy mounts it under (`mountPath`; the browser tests use `/__sandbox/<n>`).
 */
export function publicRequestUrl(url: string, mountPath: string): string {
  if (!mountPath) return url;
  const u = new URL(url);
  u.pathname = mountPath.replace(/\/+$/, '') + u.pathname;
  return u.href;
}
