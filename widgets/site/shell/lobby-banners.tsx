// The lobby pages' banner carousel (spec shell §4: banners are looked up by the page's path,
// and the seed has carousels for /slots/casino and /slots/live-casino). <casino-banners> above the
// lobby, its module fetched beside the lobby's, never before it: the games do not wait for the banners,
// and a page without a carousel of its own (a provider's page) shows nothing here. A failed banners
// chunk leaves the element undefined, i.e. empty: the lobby, the page's content, is unaffected.
import { useEffect } from 'react';

let loading: Promise<unknown> | null = null;

export function LobbyBanners({ path }: { path: string }) {
  useEffect(() => {
    loading ??= import('../../banners/banners.element').catch(() => (loading = null));
  }, []);
  return <casino-banners page={path} class="site-lobby-banners"></casino-banners>;
}
