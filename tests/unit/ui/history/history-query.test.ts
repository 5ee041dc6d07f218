import { afterEach, describe, expect, it } from 'vitest';
import {
  dayRange,
  hasFilters,
  isDay,
  localIso,
  pageCount,
  pageItems,
  parseHistoryQuery,
  today,
  withFilters,
  withPage,
  writeHistoryQuery,
  type HistorySchema,
} from '../../../../src/ui/history/history-query';

const schema: HistorySchema = {
  filters: [
    { kind: 'choice', name: 'status', values: ['10', '20', '30'] },
    { kind: 'choice', name: 'tab', values: ['deposits', 'payouts'], fallback: 'deposits' },
    { kind: 'dates', from: 'from', to: 'to' },
  ],
  pageSizes: [10, 25, 50],
};

describe('isDay', () => {
  it('takes real calendar days only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2024-13-01')).toBe(false);
    expect(isDay('2024-1-01')).toBe(false);
    expect(isDay('0999-01-01')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });
});

describe('parseHistoryQuery', () => {
  it('reads defaults from an empty query', () => {
    expect(parseHistoryQuery(schema, {})).toEqual({ page: 1, pageSize: 10, values: { tab: 'deposits' } });
  });

  it('reads every filter, the page and the page size', () => {
    expect(parseHistoryQuery(schema, { status: '30', tab: 'payouts', from: '2024-05-01', to: '2024-05-31', page: '3', page_size: '25' })).toEqual({
      page: 3,
      pageSize: 25,
      values: { status: '30', tab: 'payouts', from: '2024-05-01', to: '2024-05-31' },
    });
  });

  it('forgives what a person could type in the address bar', () => {
    expect(parseHistoryQuery(schema, { status: '99', tab: 'x', from: '2024-02-30', to: 'yesterday', page: '-2', page_size: '7' })).toEqual({
      page: 1,
      pageSize: 10,
      values: { tab: 'deposits' },
    });
    expect(parseHistoryQuery(schema, { page: '0' }).page).toBe(1);
    expect(parseHistoryQuery(schema, { page: '2.5' }).page).toBe(1);
    expect(parseHistoryQuery(schema, { page: '99999999' }).page).toBe(1);
  });

  it('reads a backwards range the right way round', () => {
    expect(parseHistoryQuery(schema, { from: '2024-06-10', to: '2024-06-01' }).values).toMatchObject({ from: '2024-06-01', to: '2024-06-10' });
  });
});

describe('writeHistoryQuery', () => {
  it('leaves defaults out and keeps the keys the list does not own', () => {
    const filters = { page: 1, pageSize: 10, values: { tab: 'deposits' } };
    expect(writeHistoryQuery(schema, filters, { payment: '412', page: '4', status: '20' })).toEqual({ payment: '412' });
  });

  it('round-trips through the parser', () => {
    const query = { status: '20', tab: 'payouts', from: '2024-05-01', page: '2', page_size: '50', payment: '9' };
    expect(writeHistoryQuery(schema, parseHistoryQuery(schema, query), query)).toEqual(query);
  });

  it('drops values the schema does not allow', () => {
    expect(writeHistoryQuery(schema, { page: 1, pageSize: 13, values: { status: 'nope', from: '2024-02-31' } })).toEqual({});
  });
});

describe('withFilters and withPage', () => {
  it('a filter change goes back to page 1 and keeps the other filters and keys', () => {
    const query = { status: '20', page: '4', payment: '3' };
    expect(withFilters(schema, query, { from: '2024-05-01' })).toEqual({ status: '20', from: '2024-05-01', payment: '3' });
  });

  it('null or empty clears a filter', () => {
    expect(withFilters(schema, { status: '20', to: '2024-05-02' }, { status: null, to: '' })).toEqual({});
  });

  it('paging keeps the filters; a new page size starts at page 1', () => {
    expect(withPage(schema, { status: '30' }, 3)).toEqual({ status: '30', page: '3' });
    expect(withPage(schema, { status: '30', page: '3' }, 1)).toEqual({ status: '30' });
    expect(withPage(schema, { status: '30', page: '3' }, 1, 25)).toEqual({ status: '30', page_size: '25' });
  });

  it('hasFilters ignores a choice at its fallback', () => {
    expect(hasFilters(schema, parseHistoryQuery(schema, { tab: 'deposits', page: '2' }))).toBe(false);
    expect(hasFilters(schema, parseHistoryQuery(schema, { tab: 'payouts' }))).toBe(true);
    expect(hasFilters(schema, parseHistoryQuery(schema, { to: '2024-01-01' }))).toBe(true);
  });
});

describe('dayRange (spec money §4: start of the chosen day to start of the next day)', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('in Tunis (+01:00), from the start of the first day to the start of the day after the last', () => {
    process.env.TZ = 'Africa/Tunis';
    expect(dayRange('2024-05-01', '2024-05-31')).toEqual({ dateFrom: '2024-05-01T00:00:00+01:00', dateTo: '2024-06-01T00:00:00+01:00' });
  });

  it('one day is 24 hours; across a DST change the offset of each end is its own', () => {
    process.env.TZ = 'Europe/Paris';
    expect(dayRange('2024-03-31', '2024-03-31')).toEqual({ dateFrom: '2024-03-31T00:00:00+01:00', dateTo: '2024-04-01T00:00:00+02:00' });
    process.env.TZ = 'America/St_Johns';
    expect(dayRange('2024-01-15', '2024-01-15')).toEqual({ dateFrom: '2024-01-15T00:00:00-03:30', dateTo: '2024-01-16T00:00:00-03:30' });
  });

  it('the end of a month and of a year roll over', () => {
    process.env.TZ = 'UTC';
    expect(dayRange(undefined, '2024-12-31')).toEqual({ dateFrom: undefined, dateTo: '2025-01-01T00:00:00+00:00' });
    expect(dayRange('2024-02-29')).toEqual({ dateFrom: '2024-02-29T00:00:00+00:00', dateTo: undefined });
  });

  it('the ISO strings name the same instants as local midnight', () => {
    process.env.TZ = 'Asia/Kolkata';
    const { dateFrom } = dayRange('2024-07-04', undefined);
    expect(new Date(dateFrom!).getTime()).toBe(new Date(2024, 6, 4).getTime());
    expect(localIso(new Date(2024, 6, 4, 13, 5, 9))).toBe('2024-07-04T13:05:09+05:30');
  });

  it('today is the local calendar day', () => {
    process.env.TZ = 'Pacific/Kiritimati'; // +14:00
    expect(today(new Date('2024-05-01T12:00:00Z'))).toBe('2024-05-02');
  });
});

describe('paging', () => {
  it('pageCount is at least 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(23, 10)).toBe(3);
  });

  it('pageItems shows the ends, the neighbours and gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    // A gap of a single page shows that page.
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
