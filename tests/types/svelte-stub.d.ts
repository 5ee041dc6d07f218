// The two interfaces of Svelte's types that the package uses (see README.md).
declare module 'svelte/elements' {
  export interface HTMLAttributes<T extends EventTarget> {
    class?: string | null;
    id?: string | null;
    style?: string | null;
    hidden?: boolean | null;
    onclick?: ((event: MouseEvent & { currentTarget: T }) => void) | null;
  }
  export interface SvelteHTMLElements {}
}
