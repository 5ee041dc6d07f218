// Small assertion helpers (no chai in this project): each failure says what was expected and what came.

export class AssertionError extends Error {
  override name = 'AssertionError';
}

const show = (v: unknown): string => {
  try {
    return typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
};

export function ok(value: unknown, message = 'expected a truthy value'): asserts value {
  if (!value) throw new AssertionError(`${message} (got ${show(value)})`);
}

export function equal<T>(actual: T, expected: T, message = ''): void {
  if (!Object.is(actual, expected)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function notEqual<T>(actual: T, unexpected: T, message = ''): void {
  if (Object.is(actual, unexpected)) throw new AssertionError(`${message ? `${message}: ` : ''}did not expect ${show(actual)}`);
}

export function deepEqual(actual: unknown, expected: unknown, message = ''): void {
  if (show(actual) !== show(expected)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function match(actual: string | null | undefined, pattern: RegExp, message = ''): void {
  if (typeof actual !== 'string' || !pattern.test(actual)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(actual)} to match ${pattern}`);
  }
}

export function includes<T>(list: readonly T[] | string, item: T | string, message = ''): void {
  const found = typeof list === 'string' ? list.includes(item as string) : list.includes(item as T);
  if (!found) throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(list)} to include ${show(item)}`);
}
