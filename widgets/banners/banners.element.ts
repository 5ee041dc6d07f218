import { defineWidget } from '../../src/element/define-widget';
import { Banners, type BannersProps } from './banners';
import css from './banners.css';

/**
 * The promotional banner carousel of a page: slides of the content host for the page, the device and
 * the language (French when the page has none in the player's language). Several slides loop, turn every
 * 10 s (paused while hovered or focused, never with reduced motion) and have previous/next buttons and
 * pagination; one slide stands still. Nothing is rendered when the page has no banners.
 *
 * @summary Banner carousel of a page (spec §4 "Banners").
 * @tag casino-banners
 *
 * @attr {string} page - Page path whose banners show (e.g. /main). Default: the current location.pathname, following history navigation.
 * @attr {'web' | 'mobile'} device - Banner set. Default: automatic, mobile under 767 px wide, following resizes.
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page.
 * @attr {string} currency - Display currency for guests (default TND).
 *
 * @event {CustomEvent<{ path: string, reason: 'banner' }>} casino-navigate - Cancelable. A slide leading to a page of this site was clicked; preventDefault() and route it yourself, or the browser follows the link.
 * @event {CustomEvent<{ reason: 'banner', path: string }>} casino-login-required - Cancelable. A guest clicked a slide that needs sign-in; the link is not followed. Default action: the 'please authorize' notice.
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The element failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart carousel - The carousel region.
 * @csspart viewport - The visible window the slides move in.
 * @csspart slide - A slide (also `slide-current` for the one on screen).
 * @csspart link - A slide's link.
 * @csspart image - A slide's image.
 * @csspart placeholder - The box with a spinner shown until the first image is in.
 * @csspart previous - The previous-slide button.
 * @csspart next - The next-slide button.
 * @csspart pagination - The group of pagination dots.
 * @csspart dot - A pagination dot (also `dot-current`).
 * @csspart autoplay-toggle - The button that stops and resumes the automatic turning.
 * @csspart error - The message and retry button shown when banners could not be loaded.
 *
 * @cssproperty --casino-primary - The current pagination dot.
 * @cssproperty --casino-surface - Placeholder background.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Placeholder spinner and error text.
 * @cssproperty --casino-focus - Focus ring colour.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px; the host page's rem never leaks in).
 */
export const CasinoBanners = defineWidget<BannersProps>('casino-banners', Banners, {
  attributes: { page: 'string', device: 'string' },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-banners': HTMLElement & BannersProps;
  }
}
