// <casino-banners>: the banner carousel of spec shell-session-wheel.md §4 "Banners" with the constants of
// §9. Slides come from the page-wide slider store (src/stores/banners.ts), looked up by page path, device
// and language (src/api/content.ts). Embla (embla-carousel-react 8.6) moves the slides; autoplay is a
// timer on its API here, not the separate plugin package: it needs to pause on hover, focus, a pause
// button and reduced motion, which is a few lines against the API.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { $banners, banners } from '../../src/stores/banners';
import { $auth } from '../../src/stores/auth';
import { $dir, $locale } from '../../src/stores/locale';
import { showToast } from '../../src/stores/toasts';
import { lookupSlides, pathKey, type Device, type Slide } from '../../src/api/content';
import { isExternalUrl, safeUrl } from '../../src/format/safe-url';
import { emit } from '../../src/element/events';
import { useHost } from '../../src/element/define-widget';
import { notices } from '../../src/i18n/messages';
import { Button, Spinner } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { cx } from '../../src/ui/class-names';
import { isPlainClick } from '../../src/ui/plain-click';
import { releasePrepaint } from '../../src/platform/prepaint';

export interface BannersProps {
  /** The page path whose banners show; default: the current location, following navigation. */
  page?: string;
  /** 'web' | 'mobile'; default: mobile under 767 px, following resizes. */
  device?: string;
}

/** §9: autoplay delay, and the transition. */
const AUTOPLAY_DELAY_MS = 10_000;
/**
 * Embla's `duration` is not milliseconds (it drives a spring simulated at 60 steps per second); 30 lets a
 * slide settle in about 1000 ms, the spec's transition (§9), measured with the same spring in node.
 */
const EMBLA_DURATION = 30;
/** §2, §9: under 767 px is a phone or a small tablet. */
const MOBILE_QUERY = '(max-width: 766.98px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

interface NavigationLike extends EventTarget {}

/**
 * The page's path. Pushed history entries fire no event of their own; the Navigation API's
 * `currententrychange` (Chromium, Safari, Firefox) reports them, popstate covers back/forward elsewhere.
 */
function useLocationPath(enabled: boolean): string {
  const [path, setPath] = useState(() => location.pathname);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPath(location.pathname);
    update();
    const navigation = (globalThis as { navigation?: NavigationLike }).navigation;
    addEventListener('popstate', update);
    navigation?.addEventListener('currententrychange', update);
    return () => {
      removeEventListener('popstate', update);
      navigation?.removeEventListener('currententrychange', update);
    };
  }, [enabled]);
  return path;
}

export function Banners({ page, device }: BannersProps) {
  const { i18n } = useLingui();
  const state = useStore($banners);
  const locale = useStore($locale);
  const explicitPage = typeof page === 'string' && page.trim() !== '' ? page : null;
  const locationPath = useLocationPath(explicitPage === null);
  const path = pathKey(explicitPage ?? locationPath);
  const narrow = useMediaQuery(MOBILE_QUERY);
  const deviceType: Device = device === 'web' || device === 'mobile' ? device : narrow ? 'mobile' : 'web';
  const slides = useMemo(() => lookupSlides(state.carousels, path, deviceType, locale), [state.carousels, path, deviceType, locale]);
  // §9: the placeholder has the slides' proportions: 9/4 on a phone's main page, 279/110 elsewhere.
  const tall = deviceType === 'mobile' && path === '/main';
  // The host page's stand-in for the first slide (src/platform/prepaint.ts) stays only while it shows what
  // this carousel will paint first; it goes with the carousel.
  const firstImage = slides[0]?.image;
  const known = slides.length > 0 || !state.loading;
  useEffect(() => {
    if (known) releasePrepaint(firstImage);
  }, [known, firstImage]);
  // A layout effect: its cleanup exists from the first commit, so a page that drops the carousel before
  // the first frame's effects have run still takes the stand-in away with it.
  useLayoutEffect(() => () => releasePrepaint(), []);

  if (slides.length === 0) {
    if (state.loading) return <Placeholder tall={tall} />;
    if (state.error && state.lastLoadTime === 0) {
      // Nothing to show and the load failed: say so, and let the player try again (docs/conventions.md §2.15).
      return (
        <div className="banners-error" {...parts('error')}>
          <p>{i18n._({ id: 'banners.load_failed', message: "Les bannières n'ont pas pu être chargées." })}</p>
          <Button variant="secondary" onClick={() => void banners.load()}>
            {i18n._(notices.retry)}
          </Button>
        </div>
      );
    }
    return null;
  }
  // A new page, device, language or set of slides starts a fresh carousel (and its first-image wait).
  const key = `${path}|${deviceType}|${locale}|${slides.map((s) => s.id).join(',')}`;
  return <Carousel key={key} slides={slides} tall={tall} />;
}

function Placeholder({ tall }: { tall: boolean }) {
  return (
    <div className={cx('banners-placeholder', tall && 'banners-placeholder--tall')} {...parts('placeholder')}>
      <Spinner size="small" />
    </div>
  );
}

function Carousel({ slides, tall }: { slides: Slide[]; tall: boolean }) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const dir = useStore($dir);
  const auth = useStore($auth);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const many = slides.length > 1;
  const [viewportRef, embla] = useEmblaCarousel({
    loop: many,
    direction: dir,
    duration: EMBLA_DURATION,
    active: many,
  });
  const [selected, setSelected] = useState(0);
  const [firstShown, setFirstShown] = useState(false);
  useEffect(() => {
    if (firstShown) releasePrepaint();
  }, [firstShown]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = (api: EmblaCarouselType) => setSelected(api.selectedScrollSnap());
    onSelect(embla);
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // Pause while the pointer is over the carousel or focus is inside it (WCAG 2.2.2).
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && el.contains(e.relatedTarget))) setFocused(false);
    };
    el.addEventListener('mouseenter', enter);
    el.addEventListener('mouseleave', leave);
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('mouseenter', enter);
      el.removeEventListener('mouseleave', leave);
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, []);

  // Autoplay (§4, §9): every 10 s, restarted by any slide change, so it continues after the player's
  // own navigation; never with reduced motion, nor before the first image shows.
  const autoplay = many && !reducedMotion && firstShown && !stopped;
  const running = autoplay && !hovered && !focused;
  useEffect(() => {
    if (!embla || !running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => embla.scrollNext(), AUTOPLAY_DELAY_MS);
    };
    const hold = () => clearTimeout(timer);
    arm();
    embla.on('select', arm).on('pointerDown', hold).on('pointerUp', arm);
    return () => {
      clearTimeout(timer);
      embla.off('select', arm).off('pointerDown', hold).off('pointerUp', arm);
    };
  }, [embla, running]);

  const go = (index: number) => embla?.scrollTo(index, reducedMotion);
  const count = slides.length;

  function onSlideClick(event: ReactMouseEvent<HTMLAnchorElement>, slide: Slide, href: string) {
    if (slide.authRequired && !auth.isAuth) {
      // §4, §6: a guest cannot follow a protected banner. The host may handle the request itself.
      event.preventDefault();
      if (emit(host, 'casino-login-required', { reason: 'banner', path: href }, { cancelable: true })) {
        showToast(i18n._(notices.pleaseAuthorize), 'warn');
      }
      return;
    }
    if (isExternalUrl(href, location.href)) return;
    // A new tab or window is the browser's business; the host only hears same-tab navigations.
    if (!isPlainClick(event)) return;
    const url = new URL(href, location.href);
    const path = url.pathname + url.search + url.hash;
    if (!emit(host, 'casino-navigate', { path, reason: 'banner' }, { cancelable: true })) event.preventDefault();
  }

  const label = i18n._({ id: 'banners.label', message: 'Promotions' });
  return (
    <section
      ref={region}
      className={cx('banners', tall && 'banners--tall', !firstShown && 'banners--pending')}
      aria-roledescription={i18n._({ id: 'banners.roledescription', message: 'carrousel' })}
      aria-label={label}
      aria-busy={firstShown ? undefined : 'true'}
      {...parts('carousel')}
    >
      {firstShown ? null : <Placeholder tall={tall} />}
      <div className="banners-viewport" ref={viewportRef} {...parts('viewport')}>
        {/* Announces the new slide when the player moves, not every 10 s while it turns by itself. */}
        <div className="banners-container" aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const href = safeUrl(slide.link);
            const external = href !== null && isExternalUrl(href, location.href);
            const image = (
              <img
                className="banners-image"
                src={slide.image}
                alt={i18n._({ id: 'banners.slide_alt', message: 'Offre promotionnelle {index}', values: { index: index + 1 } })}
                decoding="async"
                // The first slide is the page's largest paint (docs/architecture.md "Speed budgets"): fetched before the others.
                fetchPriority={index === 0 ? 'high' : 'low'}
                draggable={false}
                onLoad={index === 0 ? () => setFirstShown(true) : undefined}
                // A broken first image must not leave the spinner forever: the alt text shows instead.
                onError={index === 0 ? () => setFirstShown(true) : undefined}
                {...parts('image')}
              />
            );
            const current = index === selected;
            return (
              <div
                key={slide.id}
                className="banners-slide"
                role="group"
                aria-roledescription={i18n._({ id: 'banners.slide_roledescription', message: 'diapositive' })}
                aria-label={i18n._({ id: 'banners.slide_position', message: '{index} sur {count}', values: { index: index + 1, count } })}
                // Only the slide on screen takes focus and is read; the others are reached with the controls.
                inert={many && !current ? true : undefined}
                {...parts('slide', current && 'slide-current')}
              >
                {href === null ? (
                  image
                ) : (
                  <a
                    className="banners-link"
                    href={href}
                    target={external ? '_blank' : undefined}
                    rel={external ? 'noopener' : undefined}
                    onClick={(e) => onSlideClick(e, slide, href)}
                    {...parts('link')}
                  >
                    {image}
                    {external ? (
                      <span className="casino-visually-hidden">
                        {i18n._({ id: 'banners.new_tab', message: "(s'ouvre dans un nouvel onglet)" })}
                      </span>
                    ) : null}
                  </a>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {many ? (
        <div className="banners-controls">
          <Arrow
            which="previous"
            label={i18n._({ id: 'banners.previous', message: 'Diapositive précédente' })}
            onClick={() => embla?.scrollPrev(reducedMotion)}
          />
          <Arrow which="next" label={i18n._({ id: 'banners.next', message: 'Diapositive suivante' })} onClick={() => embla?.scrollNext(reducedMotion)} />
          <div className="banners-dots" role="group" aria-label={i18n._({ id: 'banners.choose', message: 'Choisir une diapositive' })} {...parts('pagination')}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="banners-dot"
                aria-label={i18n._({ id: 'banners.go_to', message: 'Diapositive {index} sur {count}', values: { index: index + 1, count } })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go(index)}
                {...parts('dot', index === selected && 'dot-current')}
              />
            ))}
          </div>
          {!reducedMotion ? (
            <button
              type="button"
              className="banners-toggle"
              aria-label={
                stopped
                  ? i18n._({ id: 'banners.play', message: 'Reprendre le défilement automatique' })
                  : i18n._({ id: 'banners.pause', message: 'Arrêter le défilement automatique' })
              }
              onClick={() => setStopped((s) => !s)}
              {...parts('autoplay-toggle')}
            >
              <span className={cx('banners-toggle__icon', stopped ? 'banners-toggle__icon--play' : 'banners-toggle__icon--pause')} aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function Arrow({ which, label, onClick }: { which: 'previous' | 'next'; label: string; onClick: () => void }) {
  return (
    <button type="button" className={`banners-arrow banners-arrow--${which}`} aria-label={label} onClick={onClick} {...parts(which)}>
      <Chevron />
    </button>
  );
}

function Chevron() {
  return (
    <svg className="banners-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
