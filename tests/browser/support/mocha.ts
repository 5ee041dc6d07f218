// The test runner's mocha (BDD interface) as typed imports: the project's typecheck covers tests/ and
// has no mocha typings, and explicit imports keep these globals out of every other test suite's types.
type Done = (error?: unknown) => void;
/** Mocha's context: `this.timeout(ms)` inside a hook or test (use a `function`, not an arrow). */
export interface Context {
  timeout(ms: number): void;
}
type Fn = (this: Context, done: Done) => unknown;
type Hook = (fn: Fn) => void;

interface TestFn {
  (title: string, fn: Fn): void;
  skip(title: string, fn?: Fn): void;
  only(title: string, fn: Fn): void;
}

interface SuiteFn {
  (title: string, fn: () => void): void;
  skip(title: string, fn: () => void): void;
  only(title: string, fn: () => void): void;
}

const g = globalThis as unknown as {
  describe: SuiteFn;
  it: TestFn;
  before: Hook;
  after: Hook;
  beforeEach: Hook;
  afterEach: Hook;
};

export const describe = g.describe;
export const it = g.it;
export const before = g.before;
export const after = g.after;
export const beforeEach = g.beforeEach;
export const afterEach = g.afterEach;
