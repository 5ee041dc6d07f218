// @vitest-environment jsdom
// The host page's stand-ins (src/platform/prepaint.ts): each goes unless it shows the image the caller is
// about to paint, compared as URLs (a relative src and an absolute one name the same image).
import { afterEach, describe, expect, it } from 'vitest';
import { releasePrepaint } from '@src/platform/prepaint';

const standIn = (src: string) => {
  const box = document.createElement('div');
  box.setAttribute('data-casino-prepaint', '');
  box.innerHTML = `<img src="${src}" alt="">`;
  document.body.append(box);
  return box;
};

afterEach(() => document.body.replaceChildren());

describe('releasePrepaint', () => {
  it('removes every stand-in when nothing is kept', () => {
    const a = standIn('/slide/a.svg');
    const b = standIn('/slide/b.svg');
    releasePrepaint();
    expect([a.isConnected, b.isConnected]).toEqual([false, false]);
  });

  it('keeps the one showing the kept image, relative or absolute, and removes the others', () => {
    const a = standIn('/slide/a.svg');
    const b = standIn('/slide/b.svg');
    releasePrepaint(new URL('/slide/a.svg', document.baseURI).href);
    expect([a.isConnected, b.isConnected]).toEqual([true, false]);
    releasePrepaint('/slide/a.svg');
    expect(a.isConnected).toBe(true);
    releasePrepaint('/slide/c.svg');
    expect(a.isConnected).toBe(false);
  });

  it('leaves what is not a stand-in alone', () => {
    const other = document.createElement('div');
    other.innerHTML = '<img src="/slide/a.svg" alt="">';
    document.body.append(other);
    releasePrepaint();
    expect(other.isConnected).toBe(true);
  });
});
