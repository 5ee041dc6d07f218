// The sportsbook's bet slip, kept by the host for the frame (docs/embedding.md "Sportsbook message
// contract": `slip`): the frame runs sandboxed without `allow-same-origin`, so it has no storage of its
// own, and a reload or a new frame would lose the player's picks. One key per player in the host's
// localStorage; a slip read back is checked with the message's own rules (a broken or foreign value is
// none), and every slip goes when a session ends, so the next player on the browser starts empty.
import { jsonStorage, type KeyStorage } from '../../src/stores/slots-storage';
import { readSlipMessage, type SlipMessage } from './messages';

export const SLIP_KEY_PREFIX = 'casino:sport-slip:';

type ListedStorage = KeyStorage & Pick<Storage, 'key' | 'length'>;

function browserStorage(): ListedStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage switched off: the slip lives as long as the frame
  }
}

export function slipStore(storage: ListedStorage | null = browserStorage()) {
  const json = jsonStorage(storage);
  const keyOf = (playerId: number) => `${SLIP_KEY_PREFIX}${playerId}`;
  const remove = (keys: string[]) => {
    try {
      for (const key of keys) storage?.removeItem(key);
    } catch {
      /* storage switched off: nothing kept */
    }
  };
  return {
    /** The player's slip, or null (none, unreadable, or not a slip). */
    read: (playerId: number): SlipMessage | null => readSlipMessage(json.read(keyOf(playerId))),
    /** An empty slip removes the key. */
    write(playerId: number, slip: SlipMessage): void {
      if (slip.selections.length) json.write(keyOf(playerId), slip);
      else remove([keyOf(playerId)]);
    },
    /** Every player's slip (a sign-out or an expiry: the browser may be shared). */
    dropAll(): void {
      const keys: string[] = [];
      try {
        for (let i = 0; i < (storage?.length ?? 0); i++) {
          const key = storage!.key(i);
          if (key?.startsWith(SLIP_KEY_PREFIX)) keys.push(key);
        }
      } catch {
        /* storage switched off: nothing kept */
      }
      remove(keys);
    },
  };
}

export type SlipStore = ReturnType<typeof slipStore>;
