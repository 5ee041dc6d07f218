// <casino-profile>'s identity documents (/profile/kyc-verifiaction) from the built dist/casino-profile.js
// in real Chromium, against this file's own sandbox (uploads a photo with progress
// and sees "pending", QA rejects it and the reason shows). The files are real: a PNG drawn by the page,
// a text file named .jpg, a PDF over 5 MB, and a 535-byte HEIC (tests/browser/fixtures/kyc-photo.heic:
// a 96×64 picture of our own, encoded with libheif 1.15's heif-enc -q 50) converted by heic-to. Outcomes
// are read from the data-* and parts the section writes beside its words (the ids reach the catalogs
// when the lead merges the translations).
import { beforeEach, describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, find, text, waitFor } from './support/dom';
import { watchRequests } from './support/requests';
import { signIn } from './support/lobby';
import { casinoWidgets } from './support/widgets';
import { mountProfile, profileAxe, profileSuite } from './support/profile';

// A database of its own: an upload makes demo's documents 'pending', which the cashier's payouts read.
const suite = profileSuite();

const UPLOAD = '/api/users/documents/upload/';

const kyc = () => mountProfile('section="kyc-verifiaction"', '[part~="kyc-choose"]', 15_000);

const axe = profileAxe;

/** Gives `file` to the section's hidden file input, as the system picker would. */
function choose(el: HTMLElement, file: File, input: 'file' | 'camera' = 'file'): void {
  const field = $<HTMLInputElement>(el, `input[data-input="${input}"]`)!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  field.files = transfer.files;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

async function png(width = 320, height = 200): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2a6';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#fff';
  context.fillRect(20, 20, width / 2, height / 4);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], 'carte.png', { type: 'image/png' });
}

const uploads = async () => (await suite.sandbox().log()).filter((e) => e.method === 'POST' && e.path === UPLOAD).length;

/** Every stored document, newest first (the queue itself shows the oldest pending first: docs/api.md "Sandbox control"). */
async function documentsOf(): Promise<{ id: number; status: string; username: string; file_name: string; content_type: string }[]> {
  const page = await (await fetch(suite.sandbox().url('/sandbox/api/documents?page_size=100'), { cache: 'no-store' })).json();
  return (page.results as { id: number; status: string; username: string; file_name: string; content_type: string }[]).sort((a, b) => b.id - a.id);
}

/** The percentages the progress shows, recorded as they change. */
function recordPercents(el: HTMLElement): { seen: Set<number>; stop(): void } {
  const seen = new Set<number>();
  const root = el.shadowRoot!;
  const read = () => {
    const p = root.querySelector('[data-step="uploading"]');
    if (p) seen.add(Number(p.getAttribute('data-percent')));
  };
  const observer = new MutationObserver(read);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-percent'] });
  return { seen, stop: () => observer.disconnect() };
}

describe('casino-profile: identity documents', () => {
  // Each test starts from the seeds: the uploads of the ones before would fill demo's quota of documents
  // waiting for review (docs/api.md "Identity documents").
  beforeEach(async () => {
    const res = await fetch(suite.sandbox().url('/sandbox/api/reset'), { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    assert.equal(res.status, 200);
  });

  it('shows the formats and the maximum size before choosing; uploads a PNG with progress to 100 and shows it pending; axe', async function () {
    this.timeout(40_000);
    await signIn('demo', 'demo1234');
    const el = await kyc();
    // The values the sentence carries (its words come from the catalogs once the lead merges them).
    const rules = $(el, '[part~="kyc-rules"]')!;
    assert.equal(rules.getAttribute('data-formats'), 'JPEG, PNG, WebP, HEIC, PDF');
    assert.ok(/^5\s?Mo$/.test(rules.getAttribute('data-size')!), rules.getAttribute('data-size')!);
    assert.ok(text(rules).length > 0);
    assert.ok($(el, 'input[data-input="camera"][capture="environment"][accept="image/*"]'), 'a camera input');
    await axe('kyc before choosing', el);
    // The answer waits 1.5 s after the body arrived: the bar at 100 % stays on screen long enough to see.
    await suite.sandbox().armFault({ route: UPLOAD, method: 'POST', delay_ms: 1500, times: 1 });
    const percents = recordPercents(el);
    choose(el, await png());
    await find(el, '[data-step="uploading"]', { timeout: 10_000 });
    const bar = await find<HTMLProgressElement>(el, 'progress[part~="kyc-progress-bar"]');
    assert.equal(bar.max, 100);
    // A preview of the chosen picture (its object URL is set once the preview has rendered).
    await find(el, '[part~="kyc-preview"] img[src^="blob:"]', { timeout: 5_000 });
    assert.ok($(el, '[data-step="uploading"] [aria-live="polite"]'), 'the percentage told politely');
    await waitFor(() => percents.seen.has(100) || null, { message: 'progress at 100', timeout: 10_000 });
    await find(el, '[part~="kyc-sent"][role="status"]', { timeout: 10_000 });
    percents.stop();
    const doc = await find(el, '[part~="kyc-document"][data-status="pending"]', { timeout: 5_000 });
    assert.ok(text(doc).includes('carte.png'));
    const stored = await documentsOf();
    assert.equal(stored.length, 1);
    assert.equal(stored[0].content_type, 'image/png');
    assert.equal(stored[0].username, 'demo');
    await axe('kyc sent', el);
  });

  it('refuses a text file named .jpg before sending, and a PDF over 5 MB before sending', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await kyc();
    const before = await uploads();
    choose(el, new File(['this is not a picture'], 'passport.jpg', { type: 'image/jpeg' }));
    const failed = await find(el, '[data-step="failed"]', { timeout: 5_000 });
    assert.equal(failed.getAttribute('data-code'), 'unsupported_file_type');
    assert.ok(text($(el, '[part~="kyc-error"][role="alert"]')).length > 0);
    assert.equal($(el, '[part~="kyc-retry"]'), null, 'nothing to retry: choose another file');
    // The focused "choose" button went away with the picker: the keyboard lands on what the failure offers.
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('part')?.includes('kyc-another') || null, { message: 'focus on another' });
    ($(el, '[part~="kyc-another"]') as HTMLButtonElement).click();
    await find(el, '[part~="kyc-choose"]');
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('part')?.includes('kyc-choose') || null, { message: 'focus back on choose' });
    const pdf = new Uint8Array(5 * 1024 * 1024 + 10);
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
    const requests = watchRequests();
    choose(el, new File([pdf], 'scan.pdf', { type: 'application/pdf' }));
    const tooLarge = await find(el, '[data-step="failed"]', { timeout: 5_000 });
    assert.equal(tooLarge.getAttribute('data-code'), 'file_too_large');
    await requests.settled();
    assert.deepEqual(requests.started.filter((r) => r.startsWith('POST ') && r.endsWith(UPLOAD)), [], 'no upload started');
    assert.equal(await uploads(), before, 'nothing sent');
  });

  it('a network fault, then Réessayer sends the same prepared file without choosing again', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await kyc();
    await suite.sandbox().armFault({ route: UPLOAD, method: 'POST', status: 503, times: 1 });
    const before = await uploads();
    choose(el, await png(200, 120));
    const failed = await find(el, '[data-step="failed"]', { timeout: 10_000 });
    assert.equal(failed.getAttribute('data-code'), 'fault_injected');
    assert.ok($(el, '[part~="kyc-preview"]'), 'the prepared file is kept and shown');
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('part')?.includes('kyc-retry') || null, { message: 'focus on retry' });
    ($(el, '[part~="kyc-retry"]') as HTMLButtonElement).click();
    await find(el, '[part~="kyc-sent"]', { timeout: 10_000 });
    assert.equal((await uploads()) - before, 2, 'sent twice: the fault, then the retry');
    const stored = await documentsOf();
    assert.equal(stored[0].file_name, 'carte.png');
  });

  it('QA rejects the document from the control plane: the reason shows on the player’s list', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    let el = await kyc();
    choose(el, await png(160, 100));
    await find(el, '[part~="kyc-sent"]', { timeout: 10_000 });
    const [latest] = await documentsOf();
    const review = await fetch(suite.sandbox().url(`/sandbox/api/documents/${latest.id}/review`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision: 'reject', reason: 'Photo floue, recommencez' }),
    });
    assert.equal(review.status, 200);
    // The player comes back to the page later.
    el.remove();
    el = await kyc();
    const doc = await find(el, `[part~="kyc-document"][data-id="${latest.id}"][data-status="rejected"]`, { timeout: 10_000 });
    assert.ok(text(doc.querySelector('[part~="kyc-reason"]')).includes('Photo floue, recommencez'));
    await axe('kyc rejected', el);
  });

  it('the kind chosen and a file dropped on the zone: sent as a passport', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await kyc();
    const passport = $<HTMLInputElement>(el, 'input[name="kyc-kind"][value="passport"]')!;
    passport.click();
    await waitFor(() => passport.checked || null, { message: 'passport chosen' });
    const zone = $(el, '[part~="kyc-drop"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(await png(120, 80));
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    await find(el, '[part~="kyc-sent"]', { timeout: 10_000 });
    const doc = await find(el, '[part~="kyc-document"]');
    assert.ok(doc);
    const stored = (await documentsOf())[0] as unknown as { kind: string };
    assert.equal(stored.kind, 'passport');
  });

  it('a HEIC photo is converted to JPEG in the browser and stored as image/jpeg', async function () {
    this.timeout(60_000);
    await signIn('demo', 'demo1234');
    const el = await kyc();
    const heic = await (await fetch('/tests/browser/fixtures/kyc-photo.heic')).arrayBuffer();
    // An iPhone may hand the file over with no type, or as image/jpeg: the content decides.
    choose(el, new File([heic], 'IMG_0001.HEIC', { type: '' }));
    await find(el, '[part~="kyc-sent"]', { timeout: 45_000 });
    const [stored] = await documentsOf();
    assert.equal(stored.content_type, 'image/jpeg');
    assert.equal(stored.file_name, 'IMG_0001.jpg');
  });

  it('a 12 MP phone photo over 5 MB is scaled down in the browser to 2560 px and fits the limit', async function () {
    this.timeout(60_000);
    await signIn('demo', 'demo1234');
    const el = await kyc();
    // 4032×3024 like a phone's camera: a gradient with grain, so JPEG cannot make it small.
    const canvas = new OffscreenCanvas(4032, 3024);
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(4032, 3024);
    const data = image.data;
    let seed = 7;
    for (let i = 0; i < data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 8) % 60;
      const x = (i / 4) % 4032;
      data[i] = (x >> 4) + grain;
      data[i + 1] = 90 + grain;
      data[i + 2] = 200 - grain;
      data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const photo = new File([await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.97 })], 'IMG_2040.jpeg', { type: 'image/jpeg' });
    assert.ok(photo.size > 5 * 1024 * 1024, `the photo is over 5 MB (${photo.size})`);
    choose(el, photo, 'camera');
    await find(el, '[part~="kyc-sent"]', { timeout: 45_000 });
    const [stored] = await documentsOf();
    assert.equal(stored.file_name, 'IMG_2040.jpg');
    const file = await fetch(suite.sandbox().url(`/sandbox/api/documents/${stored.id}/file`));
    const bytes = await file.blob();
    assert.ok(bytes.size <= 5 * 1024 * 1024, `sent ${bytes.size} bytes`);
    const bitmap = await createImageBitmap(bytes);
    assert.equal(`${bitmap.width}×${bitmap.height}`, '2560×1920');
  });

  it('respects the EXIF orientation: a sideways phone photo is sent upright', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await kyc();
    // 3000×600 pixels as stored, with EXIF orientation 6 ("rotate 90° clockwise to show"): 600×3000 upright.
    const canvas = new OffscreenCanvas(3000, 600);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c33';
    context.fillRect(0, 0, 3000, 600);
    const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    // APP1 "Exif", big-endian TIFF, one IFD entry: 0x0112 Orientation, SHORT, 1, value 6.
    const exif = [0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0];
    const rotated = new Uint8Array([0xff, 0xd8, ...exif, ...jpeg.subarray(2)]);
    choose(el, new File([rotated], 'sideways.jpg', { type: 'image/jpeg' }));
    await find(el, '[part~="kyc-sent"]', { timeout: 20_000 });
    const [stored] = await documentsOf();
    const bitmap = await createImageBitmap(await (await fetch(suite.sandbox().url(`/sandbox/api/documents/${stored.id}/file`))).blob());
    // Re-encoded (3000 px is over 2560): the pixels themselves are upright now, 512×2560.
    assert.equal(`${bitmap.width}×${bitmap.height}`, '512×2560');
  });

  it('Arabic: right to left, the file name and sizes as LTR islands; axe', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    casinoWidgets().configure({ language: 'ar' });
    const el = await kyc();
    await waitFor(() => getComputedStyle($(el, '[part~="kyc"]')!).direction === 'rtl' || null, { message: 'rtl', timeout: 10_000 });
    // A document of its own to show (each test starts from the seeds).
    choose(el, await png());
    await find(el, '[part~="kyc-sent"]', { timeout: 10_000 });
    await waitFor(() => $$(el, '[part~="kyc-document"]').length > 0 || null, { message: 'the document sent', timeout: 10_000 });
    const name = $(el, '.kyc-doc__name')!;
    assert.equal(getComputedStyle(name).direction, 'ltr');
    await axe('kyc (ar)', el, 'ar');
  });
});
