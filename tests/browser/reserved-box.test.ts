// An element holds its box from its first frame (docs/embedding.md "Before the first render"): the sign-in
// form renders once its messages are in, and a page whose header holds `<casino-login mode="inline">`
// must not move down when it does. The test mounts the page's first element, so its first frame is one
// before the messages.
import { setViewport } from '@web/test-runner-commands';
import { describe, it, after } from './support/mocha';
import * as assert from './support/assert';
import { loginSuite } from './support/suite';
import { mount } from './support/dom';
import { waitForForm } from './support/login';

loginSuite();

after(async () => {
  await setViewport({ width: 800, height: 600 });
});

/** The element's height at its first frame and once its form shows. */
async function heights(html: string): Promise<{ first: number; rendered: number }> {
  const el = mount(html);
  // Laid out now, before anything asynchronous (the catalog's import) can have happened: the first frame.
  const first = el.getBoundingClientRect().height;
  assert.equal(el.shadowRoot?.querySelector('[part~="root"]')?.getAttribute('aria-busy'), 'true', 'the messages are not in yet');
  await waitForForm(el);
  return { first, rendered: el.getBoundingClientRect().height };
}

describe('the box before the messages', () => {
  it('inline on a phone (the form in rows): the first frame is as tall as the form', async () => {
    await setViewport({ width: 390, height: 800 });
    const { first, rendered } = await heights('<casino-login mode="inline"></casino-login>');
    assert.ok(rendered > 100, `the stacked form is tall (${rendered} px)`);
    assert.ok(Math.abs(first - rendered) <= 1, `first frame ${first} px, form ${rendered} px`);
  });
});
