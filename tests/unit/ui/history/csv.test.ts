import { describe, expect, it } from 'vitest';
import { csvAmount, csvField, csvFileName, toCsv } from '../../../../src/ui/history/csv';

describe('csvField', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('writes empty for null and undefined, numbers with a dot', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('guards text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
  });

  it('amounts are raw: a dot, their decimals, a minus sign kept', () => {
    expect(csvField(csvAmount(-50))).toBe('-50.00');
    expect(csvField(csvAmount(1234.5))).toBe('1234.50');
    expect(csvField(csvAmount(0.00012, 8))).toBe('0.00012000');
    expect(csvField(csvAmount(null))).toBe('');
  });
});

describe('toCsv', () => {
  it('a header line and a CRLF-terminated line per row', () => {
    const rows = [
      { id: 1, system: 'Carte, Visa', amount: 50, status: 'Réussi' },
      { id: 2, system: 'Virement "SEPA"', amount: -10.5, status: 'تم' },
    ];
    const csv = toCsv(
      [
        { header: 'N°', value: (r: (typeof rows)[number]) => r.id },
        { header: 'Moyen de paiement', value: (r) => r.system },
        { header: 'Montant', value: (r) => csvAmount(r.amount) },
        { header: 'Statut', value: (r) => r.status },
      ],
      rows,
    );
    expect(csv).toBe('N°,Moyen de paiement,Montant,Statut\r\n1,"Carte, Visa",50.00,Réussi\r\n2,"Virement ""SEPA""",-10.50,تم\r\n');
  });

  it('no rows: the header only', () => {
    expect(toCsv([{ header: 'a', value: () => 1 }], [])).toBe('a\r\n');
  });
});

describe('csvFileName', () => {
  it('is lower-case ASCII with dashes', () => {
    expect(csvFileName('Deposits', 'page', 2)).toBe('deposits-page-2.csv');
    expect(csvFileName('online payments/é', '2024-05-01')).toBe('online-payments-2024-05-01.csv');
    expect(csvFileName('')).toBe('export.csv');
  });
});
