// The account statement's readers (docs/contracts/profile.md §Histories): plain functions returning converted
// pages, as the cashier's payment history (stores/payment-history.ts); the section keeps the page it shows. A
// row's detail is kept once read (a movement never changes: the ledger is append-only), so Back to it is
// instant.
import { map } from 'nanostores';
import { http } from '../api/http';
import { statementApi, type StatementDetail, type StatementPage, type StatementQuery } from '../api/statement';

const api = statementApi(http);

export const loadStatement = (query: StatementQuery): Promise<StatementPage> => api.list(query);

/** Movements read in detail, by id. */
export const $statementRows = map<Record<string, StatementDetail>>({});

export async function loadStatementRow(id: number): Promise<StatementDetail> {
  const known = $statementRows.get()[id];
  if (known) return known;
  const row = await api.one(id);
  $statementRows.setKey(String(id), row);
  return row;
}
