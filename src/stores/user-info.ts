// The player's user info and change of password (issue 15; contract "Account"): the store the profile's
// pages read, and their actions as plain async functions (DESIGN.md §1), testable without a DOM against
// the sandbox (tests/unit/stores/user-info.test.ts). Names and e-mail also belong to the session's user
// (the header shows them): a save writes them through the session's one user-writing action, with the
// session's epoch taken before the request, so an answer that lands after a sign-out changes nothing.
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { ApiError } from '../api/errors';
import { USER_INFO_WIRE, userInfoApi, type UserInfo, type UserInfoAnswer, type UserInfoApi, type UserInfoRead, type UserInfoWireField } from '../api/user-info';
import { normalizePhone } from '../api/user-info-rules';
import type { SessionManager } from '../session/session-manager';
import { onSessionChange, session } from './auth';
import { $locale } from './locale';

/** The form's values: every field as typed, under its wire name (the server's field errors use them). */
export type UserInfoValues = Record<UserInfoWireField, string>;

export interface UserInfoState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The info as the server last answered it (what "changed" is measured against), with the pending e-mail. */
  info: UserInfoRead | null;
  error: unknown;
}

export interface UserInfoDeps {
  api: Pick<UserInfoApi, 'get' | 'update' | 'changePassword'>;
  /** The site's language, for the e-mails a new address sends. */
  language?: () => string;
  session: Pick<SessionManager, 'epoch' | 'applyUser'>;
}

export interface SaveOutcome {
  info: UserInfoAnswer;
  /**
   * After a change of e-mail: the server sent the link to the new address (and told the confirmed one) in
   * the save itself; null when the e-mail did not change.
   */
  emailSent: true | null;
}

const FIELDS = Object.entries(USER_INFO_WIRE) as [keyof UserInfo, UserInfoWireField][];

export function valuesOf(info: UserInfo): UserInfoValues {
  const values = {} as UserInfoValues;
  for (const [key, wire] of FIELDS) values[wire] = key === 'birthDate' ? (info.birthDate ?? '') : String(info[key]);
  return values;
}

/** How a value is sent and compared: text trimmed, the phone without separators, the country upper case. */
function canonical(wire: UserInfoWireField, value: string): string {
  if (wire === 'mobile_phone') return normalizePhone(value);
  if (wire === 'country') return value.trim().toUpperCase();
  if (wire === 'email') return value.trim();
  return value.trim();
}

/**
 * What the player changed compared with `saved`, as a PATCH: only those fields (the dirty-state guard
 * and the request both use it). An e-mail differing only by case is not a change (the server ignores case).
 */
export function changedFields(saved: UserInfoValues, values: UserInfoValues): Partial<UserInfo> {
  const patch: Partial<Record<keyof UserInfo, string>> = {};
  for (const [key, wire] of FIELDS) {
    const now = canonical(wire, values[wire]);
    const before = canonical(wire, saved[wire]);
    const same = wire === 'email' ? now.toLowerCase() === before.toLowerCase() : now === before;
    if (!same) patch[key] = now;
  }
  return patch as Partial<UserInfo>;
}

export const isDirty = (saved: UserInfoValues, values: UserInfoValues) => Object.keys(changedFields(saved, values)).length > 0;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

export function createUserInfo(deps: UserInfoDeps) {
  const $userInfo = map<UserInfoState>({ status: 'idle', info: null, error: null });
  let loading: Promise<UserInfoRead> | null = null;

  /** Reads the info (one request at a time); a failure leaves the last info in place and says so. */
  function loadUserInfo(): Promise<UserInfoRead> {
    loading ??= (async () => {
      $userInfo.set({ ...$userInfo.get(), status: 'loading', error: null });
      try {
        const info = await deps.api.get();
        $userInfo.set({ status: 'ready', info, error: null });
        return info;
      } catch (error) {
        $userInfo.set({ ...$userInfo.get(), status: 'error', error });
        throw error;
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  /**
   * Saves `patch` (changedFields). A new e-mail goes with the current `password` (docs/api.md "Change of
   * e-mail"): the server keeps the confirmed address, sends the link to the new one and answers it as
   * `pendingEmail`. Names and the confirmed e-mail reach the session's user. Rejects with the server's
   * ApiError (field errors for the inputs, `password` included); nothing is changed locally then.
   */
  async function saveUserInfo(patch: Partial<UserInfo>, password?: string): Promise<SaveOutcome> {
    const epoch = deps.session.epoch();
    const info = await deps.api.update(patch, password, deps.language?.());
    const { emailChanged, ...saved } = info;
    $userInfo.set({ status: 'ready', info: saved, error: null });
    deps.session.applyUser(
      (user) => ({ ...user, firstName: info.firstName, lastName: info.lastName, email: info.email, login: info.email }),
      epoch,
    );
    return { info, emailSent: emailChanged ? true : null };
  }

  /**
   * Changes the password. New and repeated must be equal, else `password_mismatch` on `new_password2`
   * and no call at all (money-and-games §5). The server's other answers (incorrect_old_password on
   * old_password, the policy on new_password) come back as its ApiError.
   */
  async function changePassword(change: PasswordChange): Promise<void> {
    if (change.newPassword !== change.repeat) {
      throw new ApiError({
        status: 0,
        code: 'password_mismatch',
        fieldErrors: [{ field: 'new_password2', code: 'password_mismatch' }],
        method: 'POST',
        path: 'change-password',
      });
    }
    await deps.api.changePassword(change.oldPassword, change.newPassword);
  }

  /** Forgets the info (another player signed in, or nobody is). */
  const resetUserInfo = () => $userInfo.set({ status: 'idle', info: null, error: null });

  return { $userInfo, loadUserInfo, saveUserInfo, changePassword, resetUserInfo };
}

export const userInfo = sharedSlot('userInfo', () => {
  const store = createUserInfo({ api: userInfoApi(http), language: () => $locale.get(), session });
  // One player's info must never show to the next one on the same page.
  onSessionChange(() => store.resetUserInfo());
  return store;
});

export const $userInfo = userInfo.$userInfo;
export const loadUserInfo = () => userInfo.loadUserInfo();
export const saveUserInfo = (patch: Partial<UserInfo>, password?: string) => userInfo.saveUserInfo(patch, password);
export const changePassword = (change: PasswordChange) => userInfo.changePassword(change);
