// $playerId: who is signed in (the user's id), null for a guest or while a session is restored. A store
// that holds one player's data follows this rather than $auth: $auth changes on every balance poll, this
// only when the player does (a computed store tells its listeners only when its value changes).
import { computed } from 'nanostores';
import { playerIdOf } from '../session/session-manager';
import { $auth } from './auth';

export const $playerId = computed($auth, playerIdOf);
