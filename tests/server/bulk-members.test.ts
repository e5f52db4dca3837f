/**
 * Bulk member upload and retrieve (issue 28 item 5): a 500-row upload creates 500 members, the same file again
 * changes nothing, the retrieve file uploads back unchanged; each refusal with its reason; a club cannot claim a
 * person of another club by naming them, nor rewrite the profile of a member who has an account.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MEMBER_TEXT, type BulkUploadAnswer } from '../../domain/membership/bulk-members.ts';
import { person, personOrganization } from '../../server/db/schema/index.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { translateMessage } from '../../server/i18n.ts';
import { uploadMembers } from '../../server/services/membership/bulk-members.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const CLUB = orgId.club(MAIN_CLUB_KEY);
const HEADER =
  'uniqueId,givenName,familyName,alternateGivenName,alternateFamilyName,gender,birthDate,email,telephone';

function upload(csv: string, as = 'officer', club = CLUB, firstLine?: number) {
  const form = new FormData();
  form.set('file', new File([csv], 'members.csv', { type: 'text/csv' }));
  if (firstLine) form.set('firstLine', String(firstLine));
  return s.call(`/api/organization/${club}/bulk-upload`, { as, method: 'POST', body: form });
}
async function uploadOk(csv: string, firstLine?: number) {
  const res = await upload(csv, 'officer', CLUB, firstLine);
  expect(res.status).toBe(200);
  return (await res.json()) as BulkUploadAnswer;
}
const outcomes = (a: BulkUploadAnswer) =>
  a.rows.reduce<Record<string, number>>((n, r) => ({ ...n, [r.outcome]: (n[r.outcome] ?? 0) + 1 }), {});

const ROWS = Array.from({ length: 500 }, (_, i) => {
  const day = (i % 28) + 1;
  const month = (i % 12) + 1;
  return `,Bulk${i},Ó Baoill,,,${i % 2 ? 'FEMALE' : 'male'},${day}/${month}/${2000 + (i % 10)},bulk${i}@club.example,${i % 3 ? '' : `+353 87 ${String(1000000 + i)}`}`;
});
const FILE = [HEADER, ...ROWS].join('\n');

describe('bulk member upload', () => {
  it('creates 500 members, and the same file again changes nothing', async () => {
    const first = await uploadOk(FILE);
    expect(first).toMatchObject({ attempted: 500, successful: 500, failed: 0 });
    expect(outcomes(first)).toEqual({ CREATED: 500 });
    expect(first.rows[0]).toMatchObject({ line: 2, outcome: 'CREATED', name: 'Bulk0 Ó Baoill' });
    expect(first.rows.every((r) => /^\d{7}$/.test(r.uniqueId ?? ''))).toBe(true);

    const [p] = await s.database.db.select().from(person).where(eq(person.email, 'bulk3@club.example'));
    expect(p).toMatchObject({
      givenName: 'Bulk3',
      gender: 'FEMALE',
      birthDate: '2003-04-04',
      telephone: '+353 87 1000003',
    });
    const links = await s.database.db
      .select()
      .from(personOrganization)
      .where(and(eq(personOrganization.personId, p!.id), eq(personOrganization.organizationId, CLUB)));
    expect(links).toHaveLength(1);

    const again = await uploadOk(FILE);
    expect(outcomes(again)).toEqual({ UNCHANGED: 500 });
    expect(again.rows.map((r) => r.uniqueId)).toEqual(first.rows.map((r) => r.uniqueId));
  });

  it('updates what a row changes; a blank cell leaves a field as it is; lines count from the chunk', async () => {
    const answer = await uploadOk(
      [HEADER, ',Bulk1,Ó Baoill,Bláthnaid,,FEMALE,2/2/2001,bulk1@club.example,+353 87 5550001'].join('\n'),
      42,
    );
    expect(answer.rows[0]).toMatchObject({ line: 42, outcome: 'UPDATED' });
    const [p] = await s.database.db.select().from(person).where(eq(person.email, 'bulk1@club.example'));
    expect(p).toMatchObject({
      alternateGivenName: 'Bláthnaid',
      telephone: '+353 87 5550001',
      birthDate: '2001-02-02',
    });
  });

  it('gives each refused row its reasons, and the rest go through', async () => {
    const answer = await uploadOk(
      [
        HEADER,
        ',,Ó Baoill,,,MALE,1/1/2000,,', // no first name
        ',Aoife,Ní Bhaoill,,,OTHER,31/2/2000,aoife@,087 123', // gender, date, e-mail, telephone
        ',Ciarán,Mac Giolla,,,MALE,1/1/2090,,', // born in the future
        ',Ciarán,Mac Giolla,,,MALE,5/5/2005,ciaran.mg@club.example,',
        ',Ciarán,Mac Giolla,,,MALE,5/5/2005,ciaran.mg@club.example,', // the same person again
      ].join('\n'),
    );
    expect(answer).toMatchObject({ attempted: 5, successful: 1, failed: 4 });
    const [noName, bad, future, ok, twice] = answer.rows;
    expect(noName!.reasons.join()).toMatch(/^givenName: /);
    expect(bad!.reasons).toContain('birthDate: Enter the date of birth as d/M/yyyy (or yyyy-MM-dd)');
    expect([...new Set(bad!.reasons.map((r) => r.split(':')[0]))].sort()).toEqual([
      'birthDate',
      'email',
      'gender',
      'telephone',
    ]);
    expect(future!.reasons.join()).toMatch(/^birthDate: /);
    expect(ok!.outcome).toBe('CREATED');
    expect(twice).toMatchObject({
      outcome: 'FAILED',
      reasons: [translateMessage(BULK_MEMBER_TEXT.twice, 'en', { line: '5' })],
    });
  });

  it('never links a person of another club by unique ID or e-mail, nor rewrites a member who has an account', async () => {
    const stranger = personId(`club:${DEMO_CLUBS.find((c) => c.county !== 'wicklow')!.key}:0`);
    const [outsider] = await s.database.db.select().from(person).where(eq(person.id, stranger));
    const [member] = await s.database.db
      .select()
      .from(person)
      .where(
        eq(
          person.id,
          ((await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string }).id,
        ),
      );
    const answer = await uploadOk(
      [
        HEADER,
        `${outsider!.uniqueId},Someone,Else,,,MALE,1/1/1990,,`,
        `,Someone,Else,,,MALE,1/1/1990,${outsider!.email},`,
        ',Nobody,Known,,,MALE,1/1/1990,,'.replace(/^/, '9999999'),
        `${member!.uniqueId},Renamed,${member!.familyName},,,${member!.gender},${member!.birthDate},,`,
        `${member!.uniqueId},${member!.givenName},${member!.familyName},,,${member!.gender},${member!.birthDate},,`,
      ].join('\n'),
    );
    const notMember = translateMessage(BULK_MEMBER_TEXT.notMember, 'en');
    expect(answer.rows.map((r) => [r.outcome, r.reasons[0] ?? ''])).toEqual([
      ['FAILED', notMember],
      ['FAILED', notMember],
      ['FAILED', translateMessage(BULK_MEMBER_TEXT.unknownUniqueId, 'en')],
      ['FAILED', translateMessage(BULK_MEMBER_TEXT.ownProfile, 'en')],
      ['FAILED', translateMessage(BULK_MEMBER_TEXT.twice, 'en', { line: '5' })],
    ]);
    const links = await s.database.db
      .select()
      .from(personOrganization)
      .where(and(eq(personOrganization.personId, stranger), eq(personOrganization.organizationId, CLUB)));
    expect(links).toEqual([]);
    const [after] = await s.database.db.select().from(person).where(eq(person.id, member!.id));
    expect(after!.givenName).toBe(member!.givenName);
  });

  it('answers in the admin’s language', async () => {
    const answer = await uploadMembers(
      s.database.db,
      CLUB,
      [{ givenName: 'Seán', familyName: 'Óg', gender: 'X', birthDate: '1/1/2000' }],
      2,
      'ga',
    );
    expect(answer.rows[0]!.reasons[0]).toMatch(/^gender: /);
    expect(answer.rows[0]!.reasons[0]).not.toContain('Choose one of the listed options');
  });

  it('refuses what is not CSV, too many rows, and callers who do not administer the club', async () => {
    expect((await upload('\u0000\u00ff\u00fe binary')).status).toBe(400);
    expect((await upload('name;age\nx;1')).status).toBe(400);
    const tooMany = [HEADER, ...Array.from({ length: 5001 }, () => ',A,B,,,MALE,1/1/2000,,')].join('\n');
    expect((await upload(tooMany)).status).toBe(400);
    for (const as of ['coach', 'member', 'childrens-officer'])
      expect((await upload(FILE, as)).status).toBe(403);
  });
});

describe('bulk member retrieve', () => {
  it('downloads the club’s members in the upload’s columns, which upload back unchanged', async () => {
    const res = await s.call(`/api/organization/${CLUB}/bulk-retrieve?format=FULL`, { as: 'officer' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await res.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.length).toBeGreaterThan(500);
    expect(csv).toContain("'+353 87 1000003"); // a cell a spreadsheet would read as a formula is quoted

    const back = await uploadOk(csv);
    expect(back.failed).toBe(0);
    expect(outcomes(back)).toEqual({ UNCHANGED: lines.length - 1 });

    const found = await s.call(`/api/organization/${CLUB}/bulk-retrieve?search=bulk12@`, { as: 'officer' });
    expect((await found.text()).trim().split('\n')).toHaveLength(2);
    expect((await s.call(`/api/organization/${CLUB}/bulk-retrieve`, { as: 'coach' })).status).toBe(403);
    expect(
      (await s.call(`/api/organization/${CLUB}/bulk-retrieve?format=CSV`, { as: 'officer' })).status,
    ).toBe(400);
  });
});
