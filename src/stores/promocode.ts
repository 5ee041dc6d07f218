// The promo code page (spec money §7 "Accounts and referral", §8 referral_code_not_found,
// referral_code_already_activated): a code is validated first (the partner it belongs to is shown), then
// activated for the signed-in player. One call of each at a time (a double click sends one); a new code
// typed after a validation forgets the validated partner, so "activate" always activates what was shown.
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { referralApi } from '../api/referral';
import { singleFlight } from './money-action';

interface PromocodeState {
  /** The code as validated (trimmed), or null. */
  code: string | null;
  /** The partner of the validated code. */
  partnerId: number | null;
  /** The code was activated for this player. */
  activated: boolean;
}

const EMPTY_PROMOCODE: PromocodeState = { code: null, partnerId: null, activated: false };

interface PromocodeDeps {
  api: Pick<ReturnType<typeof referralApi>, 'validateCode' | 'activate' | 'active'>;
}

/** Codes are case-insensitive on the server; the page shows them upper-case as printed on flyers. */
const normaliseCode = (code: string) => code.trim().toUpperCase();

export function createPromocode(deps: PromocodeDeps) {
  const $state = map<PromocodeState>({ ...EMPTY_PROMOCODE });

  /** Rejects with referral_code_not_found; on success the partner is kept for activation. */
  const validate = singleFlight(async (input: string) => {
    const code = normaliseCode(input);
    $state.set({ ...EMPTY_PROMOCODE });
    const { partnerId } = await deps.api.validateCode(code);
    $state.set({ code, partnerId, activated: false });
    return partnerId;
  });

  /** Activates the validated code (validating it first when the player skipped that step). */
  const activate = singleFlight(async (input: string) => {
    const code = normaliseCode(input);
    if ($state.get().code !== code) await validate(code);
    const answer = await deps.api.activate(code);
    $state.set({ code, partnerId: answer.partnerId ?? $state.get().partnerId, activated: true });
    return $state.get();
  });

  /**
   * What the server says this player activated (the page reads it when it opens, so a reload shows the
   * active code). A validation or activation under way meanwhile wins: its answer is newer.
   */
  const load = async () => {
    const active = await deps.api.active();
    if (active && !$state.get().activated) $state.set({ code: active.code, partnerId: active.partnerId, activated: true });
    return $state.get();
  };

  /** The player typed another code: what was validated no longer applies. */
  const edit = (input: string) => {
    const now = $state.get();
    if (now.code !== null && now.code !== normaliseCode(input)) $state.set({ ...EMPTY_PROMOCODE });
  };

  return { $state, validate, activate, load, edit, reset: () => $state.set({ ...EMPTY_PROMOCODE }) };
}

export const promocode = sharedSlot('promocode', () => createPromocode({ api: referralApi(http) }));
export const $promocode = promocode.$state;
