import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../http/envelope.ts';
import { readStatement } from './statement.ts';

/**
 * Reading a bank statement as each bank writes it: every header name each layout accepts, the header
 * found below the bank's own lines, amounts as banks print them, and the reference a line gets.
 */
const read = (...lines: string[]) => readStatement(lines.join('\n'));
const refused = (...lines: string[]) => {
  try {
    read(...lines);
  } catch (e) {
    return e instanceof ApiError ? [e.statusCode, e.message] : e;
  }
  return 'read';
};
const UNREADABLE = [400, expect.stringMatching(/not a bank statement we can read/)];

describe('a bank statement', () => {
  it.each(['Reference', 'Ref', 'Reference No.', 'Transaction Reference', 'Trans Ref', 'Ref. No'])(
    'takes the reference from a column named “%s”',
    (name) => {
      const { rows } = read(
        `Date,Amount,Narration,${name}`,
        '2026-12-01,5000,TFP0123456789 savings,FBN/2026/0001',
      );
      expect(rows.map((r) => r.reference)).toEqual(['FBN/2026/0001']);
    },
  );

  it.each(['Description', 'Narration', 'Transaction Details', 'Details'])(
    'reads an Access or Zenith export whose narration is “%s”',
    (name) => {
      const { layout, rows } = read(
        `Posted Date,Value Date,${name},Debit,Credit,Balance`,
        '01-Dec-2026,01-Dec-2026,TRF FROM ADA TFP0123456789,,20000.00,120000.00',
      );
      expect(layout).toBe('access-zenith');
      expect(rows).toEqual([
        expect.objectContaining({ narration: 'TRF FROM ADA TFP0123456789', creditKobo: 2_000_000n }),
      ]);
    },
  );

  it.each(['Date Posted', 'Posted Date', 'Post Date', 'Trans. Date', 'Transaction Date', 'Date'])(
    'reads an Access or Zenith export whose date is “%s”',
    (name) => {
      const { layout, rows } = read(`${name},Description,Debit,Credit`, '01-Dec-2026,TRF FROM ADA,,500.00');
      expect(layout).toBe('access-zenith');
      expect(rows.map((r) => [r.date, r.creditKobo])).toEqual([['01-Dec-2026', 50_000n]]);
    },
  );

  it.each(['Trans. Date', 'Transaction Date', 'Date'])(
    'reads a GTBank export whose date is “%s”, its narration from Remarks',
    (name) => {
      const { layout, rows } = read(
        `${name},Value. Date,Reference,Debits,Credits,Balance,Originating Branch,Remarks`,
        '01-Dec-2026,01-Dec-2026,GTB0001,,"5,000.00","15,000.00",Akure,TFP0123456789 week 3',
      );
      expect(layout).toBe('gtbank');
      expect(rows).toEqual([
        {
          line: 2,
          date: '01-Dec-2026',
          creditKobo: 500_000n,
          narration: 'TFP0123456789 week 3',
          reference: 'GTB0001',
        },
      ]);
    },
  );

  it('is GTBank only with both Remarks and Credits; Remarks beside a Credit column is Access or Zenith', () => {
    expect(read('Date,Description,Remarks,Debit,Credit', '01-Dec-2026,TRF,note,,100').layout).toBe(
      'access-zenith',
    );
    expect(read('Date,Narration,Credits,Amount', '01-Dec-2026,TRF,,100').layout).toBe('generic');
  });

  it('needs a credit column, or a signed amount, beside a date and a narration', () => {
    expect(read('Narration,Date,Credit', 'TRF FROM ADA,01-Dec-2026,100').layout).toBe('access-zenith');
    expect(read('Narration,Date,Amount', 'TRF FROM ADA,01-Dec-2026,100').layout).toBe('generic');
    expect(read('Amount,Date,Narration', '100,01-Dec-2026,TRF FROM ADA').rows[0]?.creditKobo).toBe(10_000n);
    expect(refused('Date,Credit,Amount', '01-Dec-2026,100,100')).toEqual(UNREADABLE);
    expect(refused('Narration,Credit,Amount', 'TRF,100,100')).toEqual(UNREADABLE);
    expect(refused('Date,Narration,Debit', '01-Dec-2026,TRF,100')).toEqual(UNREADABLE);
  });

  it('finds the header below the lines the bank puts above it, and numbers lines as the file does', () => {
    const { rows } = read(
      'Account statement,Trust Fund Cooperative',
      'Period,1 Dec 2026 to 7 Dec 2026',
      'Date,Narration,Amount,Reference',
      '2026-12-01,TRF FROM ADA,1000,REF-0001',
      ',,,',
      'Closing balance,,,',
      ',,250000,',
      '2026-12-02,TRF FROM OBI,2000,REF-0002',
    );
    // The totals line (no date, no narration) is left out; "Closing balance" sits in the date column, so
    // it is read, as no credit, with the reference made for it:
    // printf '%s' 'Closing balance|0|' | sha256sum | cut -c1-16
    expect(rows.map((r) => [r.line, r.reference, r.creditKobo])).toEqual([
      [4, 'REF-0001', 100_000n],
      [6, 'STMT-c533c9310f540a4f', 0n],
      [8, 'REF-0002', 200_000n],
    ]);
  });

  it('reads an export as a spreadsheet saves it, numbering each line as the file does', () => {
    // A byte-order mark, blank lines, cells padded with spaces, a narration running over two lines, CRLF.
    const csv = [
      '\uFEFFAccount statement',
      '',
      ' Date , Narration , Amount , Reference ',
      '2026-12-01,  TRF FROM ADA  , " 1,000.00 " ,REF-0001',
      '',
      '2026-12-02,"TRF FROM OBI',
      'FOR DECEMBER",2000,REF-0002',
      '2026-12-03,TRF FROM EZE,3000,REF-0003',
    ].join('\r\n');
    const { layout, rows } = readStatement(csv);
    expect(layout).toBe('generic');
    expect(rows.map((r) => [r.line, r.narration, r.creditKobo, r.reference])).toEqual([
      [4, 'TRF FROM ADA', 100_000n, 'REF-0001'],
      [6, 'TRF FROM OBI\r\nFOR DECEMBER', 200_000n, 'REF-0002'],
      [8, 'TRF FROM EZE', 300_000n, 'REF-0003'],
    ]);
  });

  it('looks for the header among the first 30 rows of the file only', () => {
    const above = Array.from({ length: 29 }, (_, i) => `Note ${i + 1}`);
    expect(
      read(...above, 'Date,Narration,Amount,Reference', '2026-12-01,TRF,1000,REF-0001').rows,
    ).toHaveLength(1);
    expect(
      refused(...above, 'Another note', 'Date,Narration,Amount,Reference', '2026-12-01,TRF,1000,REF-0001'),
    ).toEqual(UNREADABLE);
  });

  it.each([
    ['₦1,234.50', 123_450n],
    ['NGN 20,000.00', 2_000_000n],
    ['1234.5', 123_450n],
    ['7', 700n],
    ['20000', 2_000_000n],
    ['-500.00', 0n],
    ['-', 0n],
    ['', 0n],
    ['12.345', 0n],
  ])('reads the amount “%s” as %s kobo of credit', (cell, kobo) => {
    const { rows } = read('Date,Narration,Amount,Reference', `2026-12-01,TRF,"${cell}",REF-0001`);
    expect(rows[0]?.creditKobo).toBe(kobo);
  });

  it('keeps a usable reference as the confirmation accepts it, and makes one for a line without', () => {
    const refOf = (cell: string) =>
      read('Date,Narration,Amount,Reference', `2026-12-01,Transfer from Ada,5000,"${cell}"`).rows[0]
        ?.reference;
    expect(refOf('  FBN 2026 / 0001 ')).toBe('FBN-2026-/-0001');
    // A run of what it does not accept is one dash.
    expect(refOf('GT  TRF#*0001')).toBe('GT-TRF-0001');
    expect(refOf('--#AB12')).toBe('AB12');
    expect(refOf('x'.repeat(80))).toBe('x'.repeat(64));
    // Too short: the made one, from the date, the amount in kobo and the narration, computed outside the app:
    // printf '%s' '2026-12-01|500000|Transfer from Ada' | sha256sum | cut -c1-16
    expect(refOf('AB1')).toBe('STMT-d415bf0ee1887fe2');
    expect(refOf('')).toBe('STMT-d415bf0ee1887fe2');
    // A line cut short before its reference, and a statement with no reference column, are lines without one.
    expect(
      read('Date,Narration,Amount,Reference', '2026-12-01,Transfer from Ada,5000').rows[0]?.reference,
    ).toBe('STMT-d415bf0ee1887fe2');
    expect(read('Date,Narration,Amount', '2026-12-01,Transfer from Ada,5000').rows[0]?.reference).toBe(
      'STMT-d415bf0ee1887fe2',
    );
  });

  it('refuses what is not a statement, or not CSV at all, with its sentence', () => {
    expect(refused('a,b', '1,2')).toEqual(UNREADABLE);
    expect(refused('"unclosed,quote', 'x')).toEqual(UNREADABLE);
  });
});
