// The sandbox's game pages seen from an end-to-end test (docs/qa.md "Game kinds"): a round's money read
// back from the player's statement (the wallet ledger, docs/api.md "Account statement"), with the site's
// own client so its DPoP-bound token signs the call.
import type { Page } from 'playwright-core';

export interface StatementRow { amount: string; reason: string; reference_type: string | null; reference_id: string | null }

/** The signed-in player's game movements (game_bet, game_win), newest first. */
export function gameMovements(page: Page): Promise<StatementRow[]> {
  return page.evaluate(async () => {
    const bag = (globalThis as unknown as Record<symbol, { http: { request(r: object, c: (d: unknown) => unknown): Promise<unknown> } }>)[
      Symbol.for('casino-widgets@1')
    ];
    const answer = (await bag.http.request({ method: 'GET', path: '/api/users/statement/?reason=game_bet,game_win&page_size=100' }, (d) => d)) as {
      results: StatementRow[];
    };
    return answer.results;
  });
}
