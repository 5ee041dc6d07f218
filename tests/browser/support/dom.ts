// DOM helpers for tests of our custom elements: polling (React 19 / Preact render asynchronously, so
// nothing is assumed to be synchronous), shadow-root queries, and typing the way a player does.
import { AssertionError } from './assert';

/** The interval between two polls (and the macrotask settle() ends with): never a wait for an outcome. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface WaitOptions {
  timeout?: number;
  message?: string;
}

/** Polls `probe` until it returns a truthy value (returned) or `timeout` ms pass (throws). */
export async function waitFor<T>(probe: () => T | null | undefined | false | '' | 0, options: WaitOptions = {}): Promise<T> {
  const timeout = options.timeout ?? 8_000;
  const started = performance.now();
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = probe();
      if (value) return value;
      lastError = null;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - started > timeout) {
      const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new AssertionError(`timed out after ${timeout} ms waiting for ${options.message ?? probe.toString()}${why}`);
    }
    await pause(20);
  }
}

/** Polls an async condition (the sandbox's call log) until it holds or `timeout` ms pass (throws). */
export async function eventually(probe: () => Promise<boolean>, message: string, timeout = 5_000): Promise<void> {
  const started = performance.now();
  while (!(await probe())) {
    if (performance.now() - started > timeout) throw new AssertionError(`timed out after ${timeout} ms waiting for ${message}`);
    await pause(50);
  }
}

/** Lets pending renders and microtasks settle (two animation frames and a macrotask). */
export async function settle(): Promise<void> {
  await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
  await pause(0);
}

/**
 * Waits for the CSS transitions under way in `host`'s shadow root to end (a colour change after a press):
 * what a check of the final colours needs, instead of sleeping the transition's length.
 */
export async function transitionsDone(host: Element): Promise<void> {
  await settle();
  const running = shadowOf(host).getAnimations().filter((a) => a instanceof CSSTransition);
  await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
}

/**
 * Resolves once the page has delivered a first IntersectionObserver notification for `target` to an
 * observer created now. Every observer of the document is updated in the same rendering step, so an
 * element's own observer, created before this call, has had its first notification too (and said
 * whether `target` is near the viewport).
 */
export function intersectionsDelivered(target: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(target);
  });
}

export function shadowOf(host: Element): ShadowRoot {
  const root = host.shadowRoot;
  if (!root) throw new AssertionError(`<${host.localName}> has no open shadow root`);
  return root;
}

export function $<E extends Element = HTMLElement>(host: Element, selector: string): E | null {
  return shadowOf(host).querySelector<E>(selector);
}

export function $$<E extends Element = HTMLElement>(host: Element, selector: string): E[] {
  return [...shadowOf(host).querySelectorAll<E>(selector)];
}

/** Waits for `selector` in `host`'s shadow root. */
export function find<E extends Element = HTMLElement>(host: Element, selector: string, options: WaitOptions = {}): Promise<E> {
  return waitFor(() => $<E>(host, selector), { message: `${selector} in <${host.localName}>`, ...options });
}

/** Visible text, whitespace collapsed. */
export const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Sets an input's value the way typing does: through the native value setter (so the framework sees a
 * change), then an `input` event, which is what the components listen to.
 */
export function fill(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** The text of the <label> bound to `input` (label[for] inside the same root). */
export function labelOf(input: HTMLInputElement): string {
  const root = input.getRootNode() as ShadowRoot | Document;
  return text(root.querySelector(`label[for="${CSS.escape(input.id)}"]`));
}

/** Adds `html` to a fresh container in the body and returns its first element. */
export function mount<E extends Element = HTMLElement>(html: string): E {
  const box = document.createElement('div');
  box.className = 'test-fixture';
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as E;
}

export function unmountAll(): void {
  document.querySelectorAll('.test-fixture').forEach((n) => n.remove());
}
