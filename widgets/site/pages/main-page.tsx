// /main: the home page. Banners for /main, the player's notices, the jackpots, the ways into the site
// (sport, live, casino, live casino, wheel, virtuals), each one click away, and rows of games.
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { $auth } from '@src/stores/auth';
import { openModal } from '@src/stores/modals';
import { Link } from '@src/ui/link';
import { Icon, type IconName } from '../chrome/icons';
import { menuOf } from '../chrome/menu';
import { useOffers, useViewer } from '../shell/viewer';
import { RESPONSIBLE_GAMING_PATH } from '../chrome/menu';
import { useDocumentTitle } from './document-title';
import { GameRows } from './game-rows';
import { isWithdrawOnly } from '@src/session/tokens';
import '../../banners/banners.element';
import '../../jackpots/jackpots.element';
import css from './shell-pages.css';

export const styles = css;

const TILE_TEXT: Record<string, MessageDescriptor> = {
  sport: /*i18n*/ { id: 'site.tile.sport', message: 'Football, tennis, basket : des milliers de matchs chaque semaine.' },
  live: /*i18n*/ { id: 'site.tile.live', message: 'Pariez pendant le match, cotes en temps réel.' },
  casino: /*i18n*/ { id: 'site.tile.casino', message: 'Machines à sous, jeux de table et nouveautés.' },
  'live-casino': /*i18n*/ { id: 'site.tile.live_casino', message: 'Roulette, blackjack et baccara avec de vrais croupiers.' },
  crash: /*i18n*/ { id: 'site.tile.crash', message: 'Encaissez avant que l’avion ne s’envole.' },
};

export default function MainPage() {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const viewer = useViewer();
  useDocumentTitle(i18n._({ id: 'site.nav.home', message: 'Accueil' }));
  const tiles = menuOf('main', viewer).filter((e) => !e.authRequired || viewer.isAuth);
  const wheel = useOffers('wheel');
  const casino = useOffers('casino');
  // The notices are a signed-in player's: a guest's first load does not fetch their element
  // (docs/architecture.md "Speed budgets" counts every script the page fetches).
  useEffect(() => {
    if (auth.isAuth) void import('../../notices/notices.element');
  }, [auth.isAuth]);
  return (
    <div className="main-page">
      <h1 className="casino-visually-hidden">{i18n._({ id: 'site.main.title', message: 'Casino — paris sportifs et casino en ligne' })}</h1>
      <casino-banners page="/main" class="main-page__banners"></casino-banners>
      {/* The jackpots are the casino's: not shown where the jurisdiction offers no casino. */}
      {casino ? <casino-jackpots></casino-jackpots> : null}
      <section className="main-page__section" aria-labelledby="main-universes-title">
        <h2 id="main-universes-title" className="main-page__heading">
          {i18n._({ id: 'site.main.universes', message: 'Nos univers' })}
        </h2>
        <ul className="main-tiles" role="list">
          {tiles.map((entry) => (
            <li key={entry.id}>
              <Link href={entry.href} className={`main-tile main-tile--${entry.id}`}>
                <Tile icon={entry.icon} title={i18n._(entry.label)} text={TILE_TEXT[entry.id] ? i18n._(TILE_TEXT[entry.id]!) : ''} />
              </Link>
            </li>
          ))}
          {wheel ? (
            <li>
              <button type="button" className="main-tile main-tile--wheel" onClick={() => openModal('wheel')}>
                <Tile
                  icon="wheel"
                  title={i18n._({ id: 'site.wheel.open', message: 'Roue de la fortune' })}
                  text={i18n._({ id: 'site.tile.wheel', message: 'Un tour gratuit chaque jour, des cadeaux à gagner.' })}
                />
              </button>
            </li>
          ) : null}
        </ul>
      </section>
      {/* After the ways in, not above them: the notices arrive after the page has painted, and inserted
          higher up they pushed the jackpots and tiles down (a layout shift). */}
      {auth.isAuth ? <casino-notices class="main-page__notices"></casino-notices> : null}
      {/* Below the fold: the lobby element and each row's games load as they come near. */}
      {/* A withdraw-only login (a player on a break) is refused every game: no rows of games to offer. */}
      {isWithdrawOnly(auth.session?.access) ? null : <GameRows entries={tiles} />}
      <aside className="main-page__responsible">
        <Icon name="shield" />
        <p>
          {i18n._({
            id: 'site.main.responsible',
            message: 'Le jeu doit rester un plaisir. Fixez vos limites de dépôt et de temps, et faites une pause si besoin.',
          })}{' '}
          <Link href={RESPONSIBLE_GAMING_PATH}>{i18n._({ id: 'menu.responsible', message: 'Jeu responsable' })}</Link>
        </p>
      </aside>
    </div>
  );
}

function Tile({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <>
      <span className="main-tile__icon">
        <Icon name={icon} />
      </span>
      <span className="main-tile__title">{title}</span>
      {text ? <span className="main-tile__text">{text}</span> : null}
    </>
  );
}
