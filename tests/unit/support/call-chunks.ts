// Run before every unit test file (vitest.config.ts setupFiles): the client's wire (api/wire.ts, a chunk of
// its own: docs/architecture.md "Build and budgets") is loaded as a page loads it once idle
// (define-widget.tsx), so a request reaches fetch in the same turn, as the store tests under fake timers
// expect (they advance the clock by 0 ms and count the calls made). Without it the first request of a file
// would wait for the module to be read from disk. The API modules behind lazyCalls are put in the module
// cache too, so their first import() needs no disk.
import { preloadWire } from '../../../src/api/client';
import '../../../src/api/accounts';
import '../../../src/api/wheel';
import '../../../src/api/games-calls';

await preloadWire();
