// The compiled catalogs (locales/*/messages.ts) are build output (`lingui compile --strict --typescript`,
// gitignored), so a fresh checkout type-checks before they exist. When they do exist TypeScript uses the
// real files and these declarations are ignored. (Not named catalogs.d.ts: beside catalogs.ts, TypeScript
// would take it for that module's declaration output and leave it out of the program.)
declare module '*/messages' {
  export const messages: import('@lingui/core').Messages;
}
