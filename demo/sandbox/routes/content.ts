import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { cacheableJson } from '../http/cacheable';
import { notFound } from '../http/errors';
import { generatedSvg } from '../http/static';
import { queryOf } from '../http/validation';
import { findSlideArt, listCarousels, listSlides } from '../services/content';
import { renderSlideSvg } from '../services/slide-image';

/** GET /slide/ (also the backend contract's, contract/operations.ts). */
export const slideQuery = z.object({ carousel_id: z.coerce.number().int().min(1).max(2_147_483_647).optional() });

/**
 * The content host (docs/api.md "Content"), mounted at the root: `/carousel/`, `/slide/` and the
 * generated slide images. Public, no auth, the same for every player and language: cacheable a short while
 * with an ETag (http/cacheable.ts).
 */
export function contentRoutes(deps: Deps) {
  const r = new Hono();

  r.get('/carousel/', async (c) => cacheableJson(c, await listCarousels(deps.db)));

  r.get(
    '/slide/',
    queryOf(slideQuery),
    async (c) => cacheableJson(c, await listSlides(deps.db, c.req.valid('query').carousel_id)),
  );

  r.get('/slide/images/:file{[A-Za-z0-9_-]+\\.svg}', async (c) => {
    const art = await findSlideArt(deps.db, `/slide/images/${c.req.param('file')}`);
    if (!art) return notFound(c);
    return generatedSvg(c, renderSlideSvg(art), 3600);
  });

  return r;
}
