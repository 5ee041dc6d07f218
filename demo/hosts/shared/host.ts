// What the four host apps share (docs/embedding.md "Using it from React, Vue or Svelte"): the API they
// call and the names of their controls, so the Chromium test (tests/e2e/hosts.test.ts) reads every host
// with the same words.

/**
 * The casino's origin: `?api=` of the page's address, else the sandbox of `npm start`. An app that bundles
 * the package serves our scripts itself, so it must set `api-base` (docs/embedding.md "Configuration").
 */
export const apiBase = new URL(location.href).searchParams.get('api') ?? 'http://localhost:8080';

/** The two provider pages the host switches its lobby row between. */
export const PROVIDERS = ['amatic', 'pgsoft'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const nextProvider = (provider: Provider): Provider => (provider === 'amatic' ? 'pgsoft' : 'amatic');

/** The host's own words (French, as the elements' default language). */
export const LABELS = {
  provider: (provider: Provider) => `Fournisseur : ${provider}`,
  unmount: 'Retirer les widgets',
  mount: 'Remettre les widgets',
  launches: (count: number) => `Lancements reçus : ${count}`,
  lastGame: (name: string) => `Dernier jeu : ${name}`,
  player: (username: string | null) => (username ? `Joueur : ${username}` : 'Joueur : invité'),
};
