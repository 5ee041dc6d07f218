import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt parameters recommended by OWASP for interactive logins (N=2^14, r=8, p=1 is the floor;
// 2^15 doubles the cost). Kept in the stored hash so they can be raised later without a migration.
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` with base64url salt and hash; a fresh 16-byte salt per call. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const key = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const hashedOnce = new Map<string, Promise<string>>();

/**
 * A hash of a password the sandbox itself knows (the seeded accounts', the dummy below), computed once per
 * process and shared (scrypt, ~50 ms each: every reset seeds the same passwords again). A failure is
 * forgotten. Never for a player's password: each of those gets its own salt (hashPassword).
 */
export function hashOnce(password: string): Promise<string> {
  let hash = hashedOnce.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashedOnce.set(password, hash);
    hash.catch(() => hashedOnce.delete(password));
  }
  return hash;
}

// Checking a password against the dummy's hash costs what a real check costs, so "unknown account" and
// "wrong password" cannot be told apart by timing.
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, await hashOnce('not-a-real-password'));
}
