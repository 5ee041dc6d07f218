// Identity documents (docs/api.md "Identity documents"): multipart upload, the 5 MB limit
// answered 413 before the body is read, content sniffing, the player's own list, QA's review.
import { describe, expect, it } from 'vitest';
import { sniffDocumentType } from '../../../demo/sandbox/services/documents';
import { sandboxPerTest } from './helpers';
import { endlessBody } from '../support/http';

const ctx = sandboxPerTest();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF\n');
const WEBP = new Uint8Array([...'RIFF'].map((c) => c.charCodeAt(0)).concat([36, 0, 0, 0], [...'WEBPVP8 '].map((c) => c.charCodeAt(0))));
const HEIC = new Uint8Array([0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0]);

function form(file?: { bytes: Uint8Array; name: string; type?: string }, kind?: string) {
  const body = new FormData();
  if (file) body.append('picture', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }), file.name);
  if (kind !== undefined) body.append('kind', kind);
  return body;
}

async function upload(token: string | undefined, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await ctx.sb.app.request('/api/users/documents/upload/', {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as any };
}

const statusOf = async (username: string) =>
  (await ctx.sb.db.query<{ documents_status: string }>('SELECT documents_status FROM users WHERE username = $1', [username])).rows[0].documents_status;

describe('sniffing', () => {
  it('knows JPEG, PNG, WebP and PDF by their first bytes and nothing else', () => {
    expect(sniffDocumentType(JPEG)).toBe('image/jpeg');
    expect(sniffDocumentType(PNG)).toBe('image/png');
    expect(sniffDocumentType(WEBP)).toBe('image/webp');
    expect(sniffDocumentType(PDF)).toBe('application/pdf');
    expect(sniffDocumentType(HEIC)).toBeUndefined();
    expect(sniffDocumentType(new TextEncoder().encode('hello, I am a JPEG'))).toBeUndefined();
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });
});

describe('POST /api/users/documents/upload/', () => {
  it('stores a multipart PNG as pending, typed by content, and the player reads it in the list', async () => {
    const res = await upload(ctx.demo, form({ bytes: PNG, name: 'C:\\fakepath\\carte.png', type: 'image/jpeg' }, 'passport'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'passport', status: 'pending', reason: null, file_name: 'carte.png', content_type: 'image/png', size: PNG.length, reviewed_at: null });
    expect(res.body.created_at).toBe('2025-01-15T12:00:00.000Z');
    // demo is approved already: the new document waits, the approval stays ("Identity documents").
    expect(await statusOf('demo')).toBe('approved');
    const list = await ctx.sb.call('GET', '/api/users/documents/', { token: ctx.demo });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ count: 1, page: 1, page_size: 20, next: null, results: [res.body] });
    // The bytes went into the database as they were sent.
    const file = await ctx.sb.app.request(`/sandbox/api/documents/${res.body.id}/file`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('defaults the kind to id_card and takes the path without the trailing slash', async () => {
    const res = await ctx.sb.app.request('/api/users/documents/upload', { method: 'POST', headers: { Authorization: `Bearer ${ctx.demo}` }, body: form({ bytes: PDF, name: 'scan.pdf' }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: 'id_card', content_type: 'application/pdf' });
  });

  it('refuses a text file named .jpg and sent as image/jpeg, and a HEIC photo: 400 unsupported_file_type', async () => {
    const text = await upload(ctx.demo, form({ bytes: new TextEncoder().encode('not a picture at all'), name: 'passport.jpg', type: 'image/jpeg' }));
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('unsupported_file_type');
    expect((await upload(ctx.demo, form({ bytes: HEIC, name: 'IMG_0001.HEIC', type: 'image/heic' }))).body.code).toBe('unsupported_file_type');
    expect(await statusOf('demo')).toBe('approved'); // as seeded: nothing was stored
  });

  it('answers 400 invalid on picture when there is no file, an empty file, or a text field', async () => {
    for (const body of [form(), form({ bytes: new Uint8Array(0), name: 'empty.png' })]) {
      const res = await upload(ctx.demo, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(res.body.errors[0].field).toBe('picture');
    }
    const asText = new FormData();
    asText.append('picture', 'hello');
    expect((await upload(ctx.demo, asText)).body.errors[0].field).toBe('picture');
    expect((await upload(ctx.demo, JSON.stringify({ picture: 'x' }), { 'Content-Type': 'application/json' })).body.errors[0].field).toBe('picture');
    expect((await upload(ctx.demo, form({ bytes: PNG, name: 'a.png' }, 'selfie'))).body.errors[0]).toMatchObject({ field: 'kind', code: 'invalid' });
  });

  it('answers 413 file_too_large to a file just over 5 MB, and to a larger body before reading it', { timeout: 30_000 }, async () => {
    const over = new Uint8Array(5 * 1024 * 1024 + 1);
    over.set(JPEG);
    const res = await upload(ctx.demo, form({ bytes: over, name: 'big.jpg' }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('file_too_large');
    // Exactly 5 MB is accepted.
    expect((await upload(ctx.demo, form({ bytes: over.subarray(0, 5 * 1024 * 1024), name: 'ok.jpg' }))).status).toBe(201);

    const { stream, pulls } = endlessBody();
    const big = await upload(ctx.demo, stream as unknown as BodyInit, {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(20 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('file_too_large');
    expect(pulls()).toBe(0);
  });

  it('needs a session: 401 not_authenticated', async () => {
    expect((await upload(undefined, form({ bytes: PNG, name: 'a.png' }))).status).toBe(401);
    expect((await ctx.sb.call('GET', '/api/users/documents/')).body.code).toBe('not_authenticated');
  });
});

describe('GET /api/users/documents/ and /rules/', () => {
  it("lists only the caller's documents, newest first, and never serves a file back to a player", async () => {
    const first = await upload(ctx.demo, form({ bytes: PNG, name: 'one.png' }));
    ctx.sb.clock.set(Date.UTC(2025, 0, 15, 12, 0, 30)); // within the access token's life
    const second = await upload(ctx.demo, form({ bytes: JPEG, name: 'two.jpg' }));
    await upload(ctx.low, form({ bytes: PDF, name: 'low.pdf' }));
    const demo = await ctx.sb.call('GET', '/api/users/documents/', { token: ctx.demo });
    expect(demo.body.results.map((d: { id: number }) => d.id)).toEqual([second.body.id, first.body.id]);
    const low = await ctx.sb.call('GET', '/api/users/documents', { token: ctx.low });
    expect(low.body.count).toBe(1);
    expect(low.body.results[0].file_name).toBe('low.pdf');
    for (const path of [`/api/users/documents/${first.body.id}/`, `/api/users/documents/${first.body.id}/file`]) {
      expect((await ctx.sb.call('GET', path, { token: ctx.low })).status).toBe(404);
      expect((await ctx.sb.call('GET', path, { token: ctx.demo })).status).toBe(404);
    }
  });

  it('publishes the limits the client shows before choosing', async () => {
    const rules = await ctx.sb.call('GET', '/api/users/documents/rules/', { token: ctx.demo });
    expect(rules.body).toEqual({
      max_size: 5242880,
      content_types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      kinds: ['id_card', 'passport', 'driving_licence'],
      max_pending: 5,
      max_per_hour: 10,
    });
  });
});

describe('review (control plane)', () => {
  it('approves and rejects with a reason; documents_status follows; a second review is 409', async () => {
    const doc = (await upload(ctx.demo, form({ bytes: PNG, name: 'a.png' }))).body;
    const queue = await ctx.sb.call('GET', '/sandbox/api/documents?status=pending');
    expect(queue.body).toEqual({ count: 1, page: 1, page_size: 50, next: null, results: [{ ...doc, user_id: 1001, username: 'demo' }] });

    expect((await ctx.sb.call('POST', `/sandbox/api/documents/${doc.id}/review`, { body: { decision: 'reject' } })).body.errors[0].field).toBe('reason');
    const rejected = await ctx.sb.call('POST', `/sandbox/api/documents/${doc.id}/review`, { body: { decision: 'reject', reason: 'Photo floue' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ id: doc.id, status: 'rejected', reason: 'Photo floue', reviewed_at: '2025-01-15T12:00:00.000Z' });
    expect(await statusOf('demo')).toBe('rejected');
    expect((await ctx.sb.call('GET', '/api/users/documents/', { token: ctx.demo })).body.results[0]).toMatchObject({ status: 'rejected', reason: 'Photo floue' });

    const again = await ctx.sb.call('POST', `/sandbox/api/documents/${doc.id}/review`, { body: { decision: 'approve' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('document_already_reviewed');

    const next = (await upload(ctx.demo, form({ bytes: JPEG, name: 'b.jpg' }))).body;
    expect(await statusOf('demo')).toBe('pending');
    const approved = await ctx.sb.call('POST', `/sandbox/api/documents/${next.id}/review`, { body: { decision: 'approve' } });
    expect(approved.body).toMatchObject({ status: 'approved', reason: null });
    expect(await statusOf('demo')).toBe('approved');
    expect((await ctx.sb.call('GET', '/sandbox/api/documents?status=')).body.count).toBe(2);
  });

  it('an approval verifies the player even while a newer document waits; a rejection with one waiting leaves them pending', async () => {
    const older = (await upload(ctx.low, form({ bytes: PNG, name: 'a.png' }))).body;
    const newer = (await upload(ctx.low, form({ bytes: PNG, name: 'b.png' }))).body;
    await ctx.sb.call('POST', `/sandbox/api/documents/${older.id}/review`, { body: { decision: 'reject', reason: 'Photo floue' } });
    expect(await statusOf('low')).toBe('pending');
    await ctx.sb.call('POST', `/sandbox/api/documents/${newer.id}/review`, { body: { decision: 'approve' } });
    expect(await statusOf('low')).toBe('approved');
  });

  it('an approved player who sends another document stays approved and can withdraw until a review rejects it', async () => {
    const payout = (key: string) =>
      ctx.sb.call('POST', '/api/backoffice/payments/payout/', { token: ctx.demo, body: { amount: '50', payment_system: 'card' }, headers: { 'Idempotency-Key': key } });
    expect(await statusOf('demo')).toBe('approved');
    const doc = (await upload(ctx.demo, form({ bytes: PNG, name: 'nouveau-passeport.png' }, 'passport'))).body;
    expect(doc.status).toBe('pending');
    expect(await statusOf('demo')).toBe('approved');
    expect((await ctx.sb.call('GET', '/api/user/profile/', { token: ctx.demo })).body.documents_status).toBe('approved');
    expect((await payout('kyc-1')).status).toBe(201);
    // The review finds the document wrong: the approval goes, and so do withdrawals.
    await ctx.sb.call('POST', `/sandbox/api/documents/${doc.id}/review`, { body: { decision: 'reject', reason: 'Document expiré' } });
    expect(await statusOf('demo')).toBe('rejected');
    const refused = await payout('kyc-2');
    expect([refused.status, refused.body.code]).toEqual([403, 'documents_not_approved']);
  });

  it('answers 404 for an unknown document and its file', async () => {
    expect((await ctx.sb.call('POST', '/sandbox/api/documents/999/review', { body: { decision: 'approve' } })).status).toBe(404);
    expect((await ctx.sb.call('GET', '/sandbox/api/documents/999/file')).status).toBe(404);
  });

  it('reset removes every document and restores the seeded documents_status', async () => {
    await upload(ctx.low, form({ bytes: PNG, name: 'a.png' }));
    expect(await statusOf('low')).toBe('pending');
    await ctx.sb.call('POST', '/sandbox/api/reset');
    expect((await ctx.sb.call('GET', '/sandbox/api/documents')).body).toMatchObject({ count: 0, results: [] });
    expect(await statusOf('demo')).toBe('approved');
    expect(await statusOf('low')).toBe('none');
  });
});
