// Widget and ui stylesheets are imported as CSS text and adopted as constructable stylesheets
// (rollup: scripts/rollup-css.mjs; docs/conventions.md §2.5).
declare module '*.css' {
  const css: string;
  export default css;
}
