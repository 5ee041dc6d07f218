// @vitest-environment jsdom
// The site's jurisdiction store follows the server live — read when first watched, again when
// the QA page says so on the BroadcastChannel and when the tab becomes visible; configure()'s preset
// intersects; a failed read never leaves the site waiting (known) and keeps what was known.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../src/api/http';
import { $config, DEFAULT_CONFIG, configure } from '../../../src/config/config';
import { $jurisdiction, JURISDICTION_CHANNEL, JURISDICTION_PRESETS, readServerJurisdiction } from '../../../src/stores/jurisdiction';
import type { Jurisdiction } from '../../../src/api/jurisdiction';

let answer: () => Promise<Jurisdiction | null>;
let reads = 0;
let off: (() => void) | null = null;

beforeEach(() => {
  reads = 0;
  answer = async () => JURISDICTION_PRESETS.none;
  vi.spyOn(http, 'request').mockImplementation((async (req: { path: string }) => {
    expect(req.path).toBe('/api/settings/');
    reads++;
    return answer();
  }) as never);
  $config.set({ ...DEFAULT_CONFIG });
});

afterEach(() => {
  off?.();
  off = null;
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('$jurisdiction (live)', () => {
  it('is unknown until the first read, then the server profile', async () => {
    answer = async () => JURISDICTION_PRESETS.fr;
    off = $jurisdiction.listen(() => undefined);
    expect($jurisdiction.get().known).toBe(false);
    await settle();
    expect($jurisdiction.get()).toEqual({ known: true, jurisdiction: JURISDICTION_PRESETS.fr });
    expect(reads).toBe(1);
  });

  // (The store stays mounted between tests, as nanostores keeps it a moment after the last listener.)
  it('reads again when the QA page posts on the channel, and when the tab becomes visible', async () => {
    off = $jurisdiction.listen(() => undefined);
    await readServerJurisdiction();
    expect($jurisdiction.get().jurisdiction.products).toEqual(['sport', 'casino', 'wheel']);

    answer = async () => JURISDICTION_PRESETS.fr;
    const qa = new BroadcastChannel(JURISDICTION_CHANNEL);
    qa.postMessage('changed');
    qa.close();
    await vi.waitFor(() => expect($jurisdiction.get().jurisdiction.products).toEqual(['sport']));

    answer = async () => JURISDICTION_PRESETS.none;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect($jurisdiction.get().jurisdiction.products).toEqual(['sport', 'casino', 'wheel']));
  });

  it("intersects configure()'s preset with the server's, live", async () => {
    off = $jurisdiction.listen(() => undefined);
    await readServerJurisdiction();
    expect($jurisdiction.get().jurisdiction.products).toEqual(['sport', 'casino', 'wheel']);
    configure({ jurisdiction: 'fr' });
    expect($jurisdiction.get().jurisdiction).toMatchObject({ code: 'fr', products: ['sport'], coolingOffHours: 72 });
  });

  it('counts a failed read as known and keeps the last profile', async () => {
    answer = async () => JURISDICTION_PRESETS.fr;
    off = $jurisdiction.listen(() => undefined);
    await readServerJurisdiction();
    answer = async () => {
      throw new Error('offline');
    };
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect($jurisdiction.get()).toEqual({ known: true, jurisdiction: JURISDICTION_PRESETS.fr });
  });
});
