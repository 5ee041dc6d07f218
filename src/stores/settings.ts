// $settings: rates, limits (rounded per spec §3) and currencies, loaded when first used and again when
// the player changes ($playerId: limits are in the player's currency).
import { map, onMount } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { settingsApi, type CurrencyOption, type Settings } from '../api/settings';
import { $playerId } from './player-id';

interface SettingsState {
  settings: Settings | null;
  currencyList: CurrencyOption[];
  loading: boolean;
  error: unknown;
}

export const $settings = sharedSlot('settings', () => {
  const store = map<SettingsState>({ settings: null, currencyList: [], loading: false, error: null });
  onMount(store, () => $playerId.subscribe(() => void loadSettings()));
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
