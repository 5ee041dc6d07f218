import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db';
import type { Tokens } from './services/tokens';

/** What services need; plain data passed explicitly so each service runs in a test without HTTP. */
export interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
  tokens: Tokens;
}
