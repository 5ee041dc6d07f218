// The player's user info and change of password (docs/contracts/profile.md §Account): the store the profile's
// pages read, and their actions as plain async functions (docs/conventions.md §1), testable without a DOM against
// the sandbox (tests/unit/stores/user-info.test.ts). Names and e-mail also belong to the session's user
// (the header shows them): a save writes them through the session's one user-writing action, with the
// session's epoch taken before the request, so an answer that lands after a sign-out changes nothing.
import type { ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { ApiError } from '../api/errors';
import { USER_INFO_WIRE, userInfoApi, type UserInfo, type UserInfoAnswer, type UserInfoApi, type UserInfoRead, type UserInfoWireField } from '../api/user-info';
import { normalizePhone } from '../api/user-info-rules';
import type { SessionManager } from '../session/session-manager';
import { session } from './auth';
import { $playerId } from './player-id';
import { playerResource, type Resource } from './player-resource';
import { $locale } from './locale';

/** The form's values: every field as typed, under its wire name (the server's field errors use them). */
export type UserInfoValues = Record<UserInfoWireField, string>;

/** The info as the server last answered it (what "changed" is measured against), with the pending e-mail. */
type UserInfoState = Resource<UserInfoRead>;

interface UserInfoDeps {
  api: Pick<UserInfoApi, 'get' | 'update' | 'changePassword'>;
  /** The site's language, for the e-mails a new address sends. */
  language?: () => string;
  session: Pick<SessionManager, 'epoch' | 'applyUser'>;
  player: ReadableAtom<number | null>;
}

interface SaveOutcome {
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

interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

export function createUserInfo(deps: UserInfoDeps) {
  // Read again on every visit (loadUserInfo is a reload): the form starts from the server's latest.
  const resource = playerResource(() => deps.api.get(), { player: deps.player });

  /**
   * Saves `patch` (changedFields). A new e-mail goes with the current `password` (docs/api.md "Change of
   * e-mail"): the server keeps the confirmed address, sends the link to the new one and answers it as
   * `pendingEmail`. Names and the confirmed e-mail reach the session's user. Rejects with the server's
   * ApiError (field errors for the inputs, `password` included); nothing is changed locally then.
   */
  async function saveUserInfo(patch: Partial<UserInfo>, password?: string): Promise<SaveOutcome> {
    const epoch = deps.session.epoch();
    let emailChanged = false;
    const info = await resource.write(async () => {
      const { emailChanged: changed, ...saved } = await deps.api.update(patch, password, deps.language?.());
      emailChanged = changed;
      return saved;
    });
    deps.session.applyUser(
      (user) => ({ ...user, firstName: info.firstName, lastName: info.lastName, email: info.email, login: info.email }),
      epoch,
    );
    return { info: { ...info, emailChanged }, emailSent: emailChanged ? true : null };
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

  return { $userInfo: resource.$state, loadUserInfo: resource.reload, saveUserInfo, changePassword };
}

// One player's info never shows to the next one on the same page: the resource empties when $playerId changes.
const userInfo = sharedSlot('user-info', () => createUserInfo({ api: userInfoApi(http), language: () => $locale.get(), player: $playerId, session }));

export const $userInfo = userInfo.$userInfo;
export const loadUserInfo = () => userInfo.loadUserInfo();
export const saveUserInfo = (patch: Partial<UserInfo>, password?: string) => userInfo.saveUserInfo(patch, password);
export const changePassword = (change: PasswordChange) => userInfo.changePassword(change);
