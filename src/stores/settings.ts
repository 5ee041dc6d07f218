// $settings: rates, limits (rounded per spec §3) and currencies, loaded when first used and again when
// the player changes (limits are in the player's currency).
import { map, onMount } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { settingsApi, type CurrencyOption, type Settings } from '../api/settings';
import { $auth } from './auth';

export interface SettingsState {
  settings: Settings | null;
  currencyList: CurrencyOption[];
  loading: boolean;
  error: unknown;
}

export const $settings = sharedSlot('settings', () => {
  const store = map<SettingsState>({ settings: null, currencyList: [], loading: false, error: null });
  onMount(store, () =>
    $auth.subscribe((auth, old) => {
      if (old && old.user?.id === auth.user?.id) return;
      void loadSettings();
    }),
  );
  return store;
});

const api = settingsApi(http);

export async function loadSettings(): Promise<void> {
  $settings.setKey('loading', true);
  try {
    const [settings, currencyList] = await Promise.all([api.settings(), api.currencyList()]);
    $settings.set({ settings, currencyList, loading: false, error: null });
  } catch (error) {
    $settings.set({ ...$settings.get(), loading: false, error });
  }
}
