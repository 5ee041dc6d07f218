import type { Queryable } from '../db';
import type { Language, Platform } from '../seeds/content';

export interface CarouselJson {
  id: number;
  slug: string;
  language: Language;
  platform: Platform;
  routes: string[];
}

export interface SlideJson {
  id: number;
  type: string;
  image: string;
  link: string | null;
  language: Language;
  is_active: boolean;
  carousel_id: number;
  auth_required: boolean;
  order: number;
}

export async function listCarousels(q: Queryable): Promise<CarouselJson[]> {
  const { rows } = await q.query<CarouselJson>('SELECT id, slug, language, platform, routes FROM carousels ORDER BY id');
  return rows.map((row) => ({ id: row.id, slug: row.slug, language: row.language, platform: row.platform, routes: row.routes }));
}

/** Inactive slides too: filtering on is_active is the client's job (contract). */
export async function listSlides(q: Queryable, carouselId?: number): Promise<SlideJson[]> {
  const { rows } = await q.query<Omit<SlideJson, 'order'> & { position: number }>(
    `SELECT id, type, image, link, language, is_active, carousel_id, auth_required, position FROM slides
      WHERE ($1::int IS NULL OR carousel_id = $1::int)
      ORDER BY carousel_id, position, id`,
    [carouselId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    image: row.image,
    link: row.link,
    language: row.language,
    is_active: row.is_active,
    carousel_id: row.carousel_id,
    auth_required: row.auth_required,
    order: row.position,
  }));
}

export interface SlideArt {
  language: Language;
  platform: Platform;
  headline: string;
  subline: string;
  theme: number;
}

/** What the image at this path shows; undefined when no slide uses it. */
export async function findSlideArt(q: Queryable, imagePath: string): Promise<SlideArt | undefined> {
  const { rows } = await q.query<SlideArt>(
    `SELECT s.language, c.platform, s.headline, s.subline, s.theme
       FROM slides s JOIN carousels c ON c.id = s.carousel_id
      WHERE s.image = $1`,
    [imagePath],
  );
  return rows[0];
}

/**
 * The first active slide's image of each platform's carousel for a page path in `language`, in the order
 * the banners show them (src/api/content.ts groupBanners: position, then id): what the page's largest paint
 * will be (http/site-lcp.ts).
 */
export async function firstSlideImages(q: Queryable, pagePath: string, language: Language): Promise<Partial<Record<Platform, string>>> {
  const { rows } = await q.query<{ platform: Platform; image: string }>(
    `SELECT DISTINCT ON (c.platform) c.platform, s.image
       FROM slides s JOIN carousels c ON c.id = s.carousel_id
      WHERE s.is_active AND c.language = $2 AND c.routes @> jsonb_build_array($1::text)
      ORDER BY c.platform, s.position, s.id`,
    [pagePath, language],
  );
  return Object.fromEntries(rows.map((row) => [row.platform, row.image]));
}
