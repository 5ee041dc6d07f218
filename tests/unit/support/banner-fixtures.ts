// Server bodies of GET carousel/ and GET slide/ as the content contract describes them
// (docs/api.md "Content"): /main in fr, en and ar on web and mobile, /slots/casino with a
// single slide in fr only, inactive slides, a refused link.
export const carouselsBody = [
  { id: 1, slug: 'main-web-fr', language: 'fr', platform: 'web', routes: ['/main'] },
  { id: 2, slug: 'main-web-en', language: 'en', platform: 'web', routes: ['/main'] },
  { id: 3, slug: 'main-mobile-fr', language: 'fr', platform: 'mobile', routes: ['/main'] },
  { id: 4, slug: 'slots-casino-web-fr', language: 'fr', platform: 'web', routes: ['/slots/casino', '/slots/casino/'] },
  { id: 5, slug: 'main-web-ar', language: 'ar', platform: 'web', routes: ['/main'] },
  { id: 6, slug: 'main-tv-fr', language: 'fr', platform: 'tv', routes: ['/main'] },
];

const slide = (id: number, carouselId: number, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'image',
  image: `/slide/images/s${id}.svg`,
  link: null,
  language: 'fr',
  is_active: true,
  carousel_id: carouselId,
  auth_required: false,
  order,
  ...extra,
});

export const slidesBody = [
  slide(13, 1, 3, { link: 'https://partner.example/promo' }),
  slide(11, 1, 1, { link: '/slots/casino' }),
  slide(12, 1, 2, { link: '/profile/replenishment', auth_required: true }),
  slide(14, 1, 4, { link: 'javascript:alert(document.domain)' }),
  slide(15, 1, 0, { is_active: false }),
  slide(21, 2, 1, { language: 'en' }),
  slide(22, 2, 2, { language: 'en' }),
  slide(31, 3, 1),
  slide(41, 4, 1),
  slide(51, 5, 1, { language: 'ar', image: 'https://cdn.example/ar.svg' }),
  slide(52, 5, 2, { language: 'ar', image: 'data:image/svg+xml,<svg/>' }),
  slide(99, 42, 1), // a carousel that does not exist
];
