// The player's sportsbook preferences (docs/contracts/profile.md §Account), one store for the profile's page
// and the sportsbook (which opens each provider in the player's view and shows odds in their format).
// A guest, or a player whose settings could not be read, gets the defaults: the sportsbook never waits on
// this to open.
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { onSessionChange } from './auth';
import {
  BOOKMAKER_DEFAULTS,
  bookmakerSettingsApi,
  type BookmakerSettings,
  type BookmakerSettingsApi,
} from '../api/bookmaker-settings';

export interface BookmakerSettingsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The saved settings, or the defaults until they are read. */
  settings: BookmakerSettings;
  error: unknown;
}

export function createBookmakerSettings(api: Pick<BookmakerSettingsApi, 'get' | 'put'>) {
  const $bookmakerSettings = map<BookmakerSettingsState>({ status: 'idle', settings: BOOKMAKER_DEFAULTS, error: null });
  let loading: Promise<BookmakerSettings> | null = null;

  /** Reads the player's settings (one request at a time); on failure the last known ones stay. */
  function loadBookmakerSettings(): Promise<BookmakerSettings> {
    loading ??= (async () => {
      $bookmakerSettings.set({ ...$bookmakerSettings.get(), status: 'loading', error: null });
      try {
        const settings = await api.get();
        $bookmakerSettings.set({ status: 'ready', settings, error: null });
        return settings;
      } catch (error) {
        $bookmakerSettings.set({ ...$bookmakerSettings.get(), status: 'error', error });
        throw error;
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  /** Saves the settings; the store follows the server's answer. Rejects with the ApiError, store unchanged. */
  async function saveBookmakerSettings(patch: Partial<Omit<BookmakerSettings, 'updatedAt'>>): Promise<BookmakerSettings> {
    const settings = await api.put(patch);
    $bookmakerSettings.set({ status: 'ready', settings, error: null });
    return settings;
  }

  /** After a sign-out: the next player starts from the defaults. */
  const resetBookmakerSettings = () => $bookmakerSettings.set({ status: 'idle', settings: BOOKMAKER_DEFAULTS, error: null });

  return { $bookmakerSettings, loadBookmakerSettings, saveBookmakerSettings, resetBookmakerSettings };
}

const bookmakerSettings = sharedSlot('bookmakerSettings', () => {
  const store = createBookmakerSettings(bookmakerSettingsApi(http));
  // The next player (or a guest) starts from the defaults, never from the previous player's choice.
  onSessionChange(() => store.resetBookmakerSettings());
  return store;
});

export const $bookmakerSettings = bookmakerSettings.$bookmakerSettings;
export const loadBookmakerSettings = () => bookmakerSettings.loadBookmakerSettings();
export const saveBookmakerSettings = (patch: Partial<Omit<BookmakerSettings, 'updatedAt'>>) => bookmakerSettings.saveBookmakerSettings(patch);
