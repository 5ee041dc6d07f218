// The names the player reads in the lobby: providers (brand names, not translated), categories, live groups
// and page titles (lingui message ids).
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { LobbyLocation } from './location';

import { providerName } from '../../src/api/providers';
import { integrationOf } from '../../src/api/games';

export { providerName };

const CATEGORY_NAMES: Record<string, MessageDescriptor> = {
  new: /*i18n*/ { id: 'lobby.category.new', message: 'Nouveautés' },
  popular: /*i18n*/ { id: 'lobby.category.popular', message: 'Populaires' },
  megaways: /*i18n*/ { id: 'lobby.category.megaways', message: 'Megaways' },
  show_games: /*i18n*/ { id: 'lobby.category.show_games', message: 'Jeux télévisés' },
  games: /*i18n*/ { id: 'lobby.category.games', message: 'Jeux' },
  roulette: /*i18n*/ { id: 'lobby.category.roulette', message: 'Roulette' },
  card_games: /*i18n*/ { id: 'lobby.category.card_games', message: 'Jeux de cartes' },
  lotto: /*i18n*/ { id: 'lobby.category.lotto', message: 'Loto' },
  fruits: /*i18n*/ { id: 'lobby.category.fruits', message: 'Fruits' },
  hot: /*i18n*/ { id: 'lobby.category.hot', message: 'Hot' },
  wild: /*i18n*/ { id: 'lobby.category.wild', message: 'Wild' },
  books: /*i18n*/ { id: 'lobby.category.books', message: 'Livres' },
  jokers: /*i18n*/ { id: 'lobby.category.jokers', message: 'Jokers' },
  egypt: /*i18n*/ { id: 'lobby.category.egypt', message: 'Égypte' },
  asia: /*i18n*/ { id: 'lobby.category.asia', message: 'Asie' },
  wolfs: /*i18n*/ { id: 'lobby.category.wolfs', message: 'Loups' },
  world_of_sea: /*i18n*/ { id: 'lobby.category.world_of_sea', message: 'Monde marin' },
  girls: /*i18n*/ { id: 'lobby.category.girls', message: 'Filles' },
  old_school: /*i18n*/ { id: 'lobby.category.old_school', message: 'Rétro' },
  lucky_clover: /*i18n*/ { id: 'lobby.category.lucky_clover', message: 'Trèfle porte-bonheur' },
  gangsta: /*i18n*/ { id: 'lobby.category.gangsta', message: 'Gangsters' },
  sport: /*i18n*/ { id: 'lobby.category.sport', message: 'Sport' },
  sweets: /*i18n*/ { id: 'lobby.category.sweets', message: 'Bonbons' },
  fantasy: /*i18n*/ { id: 'lobby.category.fantasy', message: 'Fantastique' },
  drops_and_wins: /*i18n*/ { id: 'lobby.category.drops_and_wins', message: 'Drops & Wins' },
};

const LIVE_GROUP_NAMES: Record<string, MessageDescriptor> = {
  popular: /*i18n*/ { id: 'lobby.live.popular', message: 'Populaires' },
  showGames: /*i18n*/ { id: 'lobby.live.show_games', message: 'Jeux télévisés' },
  firstPerson: /*i18n*/ { id: 'lobby.live.first_person', message: 'Vue subjective' },
  roulette: /*i18n*/ { id: 'lobby.live.roulette', message: 'Roulette' },
  blackJack: /*i18n*/ { id: 'lobby.live.blackjack', message: 'Blackjack' },
  lotto: /*i18n*/ { id: 'lobby.live.lotto', message: 'Loto' },
  poker: /*i18n*/ { id: 'lobby.live.poker', message: 'Poker' },
  baccarat: /*i18n*/ { id: 'lobby.live.baccarat', message: 'Baccara' },
  dice: /*i18n*/ { id: 'lobby.live.dice', message: 'Dés' },
};

const TITLES: Record<string, MessageDescriptor> = {
  casino: /*i18n*/ { id: 'lobby.title.casino', message: 'Casino' },
  live: /*i18n*/ { id: 'lobby.title.live', message: 'Casino en direct' },
  all: /*i18n*/ { id: 'lobby.title.all', message: 'Tous les jeux' },
  virtual: /*i18n*/ { id: 'lobby.title.virtual', message: 'Jeux virtuels' },
  crash: /*i18n*/ { id: 'lobby.title.crash', message: 'Jeux crash' },
  slots: /*i18n*/ { id: 'lobby.title.slots', message: 'Machines à sous' },
};

const own = <T,>(map: Record<string, T>, key: string | undefined): T | undefined =>
  key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;

export function tagName(i18n: I18n, live: boolean, id: string): string {
  const d = own(live ? LIVE_GROUP_NAMES : CATEGORY_NAMES, id);
  return d ? i18n._(d) : id;
}

export function titleOf(i18n: I18n, lobby: LobbyLocation): string {
  if (lobby.section) return tagName(i18n, lobby.view === 'live', lobby.section);
  // A live provider's page reads as the menu entry leading to it ("TVBet en direct"; spec money §2 "Casino").
  if (lobby.view === 'provider') {
    const provider = providerName(lobby.provider ?? '');
    return integrationOf(lobby.provider ?? '') === 'live' ? i18n._({ id: 'lobby.title.live_provider', message: '{provider} en direct', values: { provider } }) : provider;
  }
  const d = own(TITLES, lobby.view === 'game-type' ? lobby.gameType : lobby.view);
  return d ? i18n._(d) : (lobby.gameType ?? '');
}
