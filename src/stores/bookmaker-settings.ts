// The player's sportsbook preferences (docs/contracts/profile.md §Account), one store for the profile's page
// and the sportsbook (which opens each provider in the player's view and shows odds in their format): a
// player resource (player-resource.ts), so another player never sees the last one's choice, even from an
// answer that lands after the switch. A guest, or a player whose settings could not be read, gets the
// defaults: the sportsbook never waits on this to open.
import { computed, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import type { ApiError } from '../api/errors';
import { BOOKMAKER_DEFAULTS, bookmakerSettingsApi, type BookmakerSettings, type BookmakerSettingsApi } from '../api/bookmaker-settings';
import { playerResource, type Resource } from './player-resource';
import { $playerId } from './player-id';

interface BookmakerSettingsState {
  status: Resource<BookmakerSettings>['status'];
  /** The saved settings, or the defaults until they are read (and after a failed first read). */
  settings: BookmakerSettings;
  error: ApiError | null;
}

interface BookmakerSettingsDeps {
  api: Pick<BookmakerSettingsApi, 'get' | 'put'>;
  player: ReadableAtom<number | null>;
}

export function createBookmakerSettings({ api, player }: BookmakerSettingsDeps) {
  const resource = playerResource(() => api.get(), { player });
  const $bookmakerSettings = computed(resource.$state, ({ status, data, error }): BookmakerSettingsState => ({ status, settings: data ?? BOOKMAKER_DEFAULTS, error }));
  return {
    $bookmakerSettings,
    /** Reads the player's settings unless they are in or on their way. Never rejects: a failure is in the store. */
    loadBookmakerSettings: resource.load,
    /** Reads them again (the profile's page shows this visit's own reading); an older read's answer is dropped. */
    reloadBookmakerSettings: resource.reload,
    /** Saves the settings; the store follows the server's answer. Rejects with the ApiError, store unchanged. */
    saveBookmakerSettings: (patch: Partial<Omit<BookmakerSettings, 'updatedAt'>>) => resource.write(() => api.put(patch)),
  };
}

const bookmakerSettings = sharedSlot('bookmakerSettings', () => createBookmakerSettings({ api: bookmakerSettingsApi(http), player: $playerId }));

export const $bookmakerSettings = bookmakerSettings.$bookmakerSettings;
export const loadBookmakerSettings = () => bookmakerSettings.loadBookmakerSettings();
export const reloadBookmakerSettings = () => bookmakerSettings.reloadBookmakerSettings();
export const saveBookmakerSettings = (patch: Partial<Omit<BookmakerSettings, 'updatedAt'>>) => bookmakerSettings.saveBookmakerSettings(patch);
