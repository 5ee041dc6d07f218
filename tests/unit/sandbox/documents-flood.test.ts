// Identity documents under a flood (docs/api.md "Identity documents", docs/security.md "Identity
// documents"): the quota per player (pending documents, uploads per hour: 429 with Retry-After, counted
// exactly under concurrent uploads), the player's list and QA's queue a page at a time, the queue oldest
// pending first so a document sent before a flood stays on its first page, and a PDF served to QA
// sandboxed like a picture.
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from './helpers';
import { endlessBody } from '../support/http';

const ctx = sandboxPerTest();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);

function form(bytes: Uint8Array, name: string) {
  const body = new FormData();
  body.append('picture', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return body;
}

async function upload(token: string, bytes = PNG, name = 'carte.png') {
  const res = await ctx.sb.app.request('/api/users/documents/upload/', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form(bytes, name) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

const review = (id: number) => ctx.sb.call('POST', `/sandbox/api/documents/${id}/review`, { body: { decision: 'approve' } });

/** A flood already stored: `n` pending documents of `username`, one a second from `from` (straight into the table). */
async function flood(username: string, n: number, from: number) {
  await ctx.sb.db.query(
    `INSERT INTO documents (user_id, kind, file_name, content_type, size, content, created_at)
     SELECT u.id, 'id_card', 'flood-' || i || '.png', 'image/png', 16, $3, $4::timestamptz + i * interval '1 second'
       FROM users u, generate_series(1, $2::int) AS i WHERE u.username = $1`,
    [username, n, PNG, new Date(from).toISOString()],
  );
}

describe('the upload quota', () => {
  it('refuses a sixth pending document with 429 too_many_pending_documents and Retry-After; a review makes room', async () => {
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await upload(ctx.low));
    expect(sent.map((s) => s.status)).toEqual([201, 201, 201, 201, 201]);
    const refused = await upload(ctx.low);
    expect([refused.status, refused.body.code]).toEqual([429, 'too_many_pending_documents']);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await ctx.sb.call('GET', '/api/users/documents/', { token: ctx.low })).body.count).toBe(5);

    await review(sent[0].body.id);
    expect((await upload(ctx.low)).status).toBe(201);
  });

  it('refuses an eleventh upload within the hour with 429 too_many_uploads, Retry-After when the oldest leaves the window', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) {
        const doc = await upload(ctx.low);
        expect(doc.status).toBe(201);
        await review(doc.body.id);
      }
    }
    ctx.sb.clock.set(T0 + 20 * 60_000);
    const low = (await ctx.sb.login('low')).access;
    const refused = await upload(low);
    expect([refused.status, refused.body.code, refused.retryAfter]).toEqual([429, 'too_many_uploads', '2400']);

    ctx.sb.clock.set(T0 + 3600_000 + 1000);
    expect((await upload((await ctx.sb.login('low')).access)).status).toBe(201);
  });

  it('30 uploads at once store exactly 5: the others are 429 and nothing of theirs is kept', { timeout: 60_000 }, async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => upload(ctx.low)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429 && a.body.code === 'too_many_pending_documents')).toHaveLength(25);
    const { rows } = await ctx.sb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM documents d JOIN users u ON u.id = d.user_id WHERE u.username = 'low'");
    expect(rows[0].n).toBe(5);
  });

  it('refuses an upload over the quota before reading its body', async () => {
    await flood('low', 5, T0 - 60_000);
    const { stream, pulls } = endlessBody();
    const res = await ctx.sb.app.request('/api/users/documents/upload/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ctx.low}`, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(4 * 1024 * 1024) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(429);
    expect(pulls()).toBe(0);
  });
});

describe("the player's list, a page at a time", () => {
  it('answers 20 by default with the next page; the last page has next null; page_size up to 100', async () => {
    await flood('demo', 45, T0 - 3 * 3600_000);
    const first = await ctx.sb.call('GET', '/api/users/documents/', { token: ctx.demo });
    expect(first.body).toMatchObject({ count: 45, page: 1, page_size: 20, next: 2 });
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results[0].file_name).toBe('flood-45.png'); // newest first
    const last = await ctx.sb.call('GET', '/api/users/documents/?page=3', { token: ctx.demo });
    expect(last.body).toMatchObject({ count: 45, page: 3, next: null });
    expect(last.body.results.map((d: { file_name: string }) => d.file_name)).toEqual(['flood-5.png', 'flood-4.png', 'flood-3.png', 'flood-2.png', 'flood-1.png']);
    expect((await ctx.sb.call('GET', '/api/users/documents/?page_size=100', { token: ctx.demo })).body.results).toHaveLength(45);
    expect((await ctx.sb.call('GET', '/api/users/documents/?page=9', { token: ctx.demo })).body).toMatchObject({ count: 45, next: null, results: [] });
    const bad = await ctx.sb.call('GET', '/api/users/documents/?page_size=101', { token: ctx.demo });
    expect([bad.status, bad.body.code, bad.body.errors[0].field]).toEqual([400, 'invalid', 'page_size']);
  });
});

describe("QA's queue", () => {
  it('shows the oldest pending document first, so one sent before a flood of 600 is on the first page', { timeout: 30_000 }, async () => {
    const real = (await upload(ctx.demo, PNG, 'vrai-passeport.png')).body;
    await flood('low', 600, T0 + 1000);
    const queue = await ctx.sb.call('GET', '/sandbox/api/documents?status=pending');
    expect(queue.body).toMatchObject({ count: 601, page: 1, page_size: 50, next: 2 });
    expect(queue.body.results[0]).toMatchObject({ id: real.id, username: 'demo', file_name: 'vrai-passeport.png' });
    const last = await ctx.sb.call('GET', '/sandbox/api/documents?status=pending&page=13');
    expect(last.body).toMatchObject({ page: 13, next: null });
    expect(last.body.results.map((d: { file_name: string }) => d.file_name)).toEqual(['flood-600.png']);
  });

  it('without a filter: what waits first (oldest first), then reviewed documents, the latest review first', async () => {
    const a = (await upload(ctx.low, PNG, 'a.png')).body;
    const b = (await upload(ctx.low, PNG, 'b.png')).body;
    const c = (await upload(ctx.low, PNG, 'c.png')).body;
    const d = (await upload(ctx.low, PNG, 'd.png')).body;
    ctx.sb.clock.set(T0 + 10_000);
    await review(c.id);
    ctx.sb.clock.set(T0 + 20_000);
    await review(a.id);
    const all = await ctx.sb.call('GET', '/sandbox/api/documents?page_size=3');
    expect(all.body).toMatchObject({ count: 4, page_size: 3, next: 2 });
    const second = await ctx.sb.call('GET', '/sandbox/api/documents?page_size=3&page=2');
    expect([...all.body.results, ...second.body.results].map((x: { id: number }) => x.id)).toEqual([b.id, d.id, a.id, c.id]);
  });
});

describe('the file served to QA', () => {
  it('a PDF gets the same sandbox CSP as a picture, and is a download', async () => {
    const pdf = (await upload(ctx.demo, PDF, 'scan.pdf')).body;
    const file = await ctx.sb.app.request(`/sandbox/api/documents/${pdf.id}/file`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; img-src 'self'");
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="scan\.pdf"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });
});
