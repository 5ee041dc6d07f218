// Small, strict readers for server JSON: a body of the wrong shape throws, and the client turns that into
// a `malformed_response` error with a translated message instead of a broken screen (docs/conventions.md §2.15).

export class ShapeError extends Error {
  override name = 'ShapeError';
}

export type Json = Record<string, unknown>;

export function obj(value: unknown, what = 'body'): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ShapeError(`${what}: object expected`);
  return value as Json;
}

export function arr(value: unknown, what = 'list'): unknown[] {
  if (!Array.isArray(value)) throw new ShapeError(`${what}: array expected`);
  return value;
}

export function str(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new ShapeError(`${what}: string expected`);
  return value;
}

export function optStr(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function int(value: unknown, what: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new ShapeError(`${what}: integer expected`);
  return n;
}

/** A decimal from the server: a number or a decimal string ("1000.00"). */
export function decimal(value: unknown, what: string): number {
  const n = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new ShapeError(`${what}: decimal expected`);
  return n;
}

export function bool(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new ShapeError(`${what}: boolean expected`);
  return value;
}

/** For calls whose answer the client does not use: any JSON (or empty) body is fine. */
export const ignoreBody = (): void => undefined;
