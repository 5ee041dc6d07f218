// Banners: the QA carousel. The content fixtures that test the client — a hostile javascript:
// link it must refuse, an inactive slide it must not show, an authRequired slide, an external https
// link — live on the /qa banner path (demo/sandbox/seeds/content.ts), which only this page shows, instead
// of the players' home page.

import { html } from '../lib/dom.js';

export const nav = 'Banners';

export const render = () => html`
  <section id="banners" class="qa-section" aria-labelledby="banners-title">
    <h2 id="banners-title">Banners</h2>
    <p class="qa-muted">
      <code dir="ltr">&lt;casino-banners page="/qa"&gt;</code>: every kind of slide. The fourth slide's
      <code dir="ltr">javascript:</code> link must do nothing (no link at all); the inactive fifth slide must not show.
    </p>
    <casino-banners page="/qa" device="web"></casino-banners>
  </section>
`;
