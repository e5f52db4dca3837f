import { describe, expect, it } from 'vitest';
import { VETTING_TABLE_DEFAULTS } from '../../../../domain/vetting/transitions';
import {
  deskFilters,
  gardaAssociations,
  parseGardaErrors,
  readGardaUpload,
  vettingListQuery,
  type DeskDefaults,
  type DesksAnswer,
} from '../../../../src/features/vetting/admin/vetting-api';
import { pathOf } from '../../../../domain/lib/contract';
import { vettingApi } from '../../../../domain/vetting/vetting.contract';

const vettingListPath = (...args: Parameters<typeof vettingListQuery>) =>
  pathOf(vettingApi.list, vettingListQuery(...args));

const desk = (d: keyof typeof VETTING_TABLE_DEFAULTS): DeskDefaults => ({
  desk: d,
  ...VETTING_TABLE_DEFAULTS[d],
});
const filterOf = (path: string) => new URL(path, 'http://x').searchParams.get('filter')?.split(',') ?? [];

describe("a desk's starting filters (seed 3 §6)", () => {
  it("the children's officer: all three types by authenticator status awaiting review, validated, rejected", () => {
    const path = vettingListPath(deskFilters(desk('childrensOfficer')), 0, 100);
    expect(filterOf(path)).toEqual([
      'type:GARDA_VETTING',
      'type:ACCESS_NI_VETTING_PAID',
      'type:ACCESS_NI_VETTING_VOLUNTARY',
      'authenticatorStatus:AWAITING_REVIEW',
      'authenticatorStatus:VALIDATED',
      'authenticatorStatus:REJECTED',
    ]);
    expect(path).toMatch(/&page=0&size=100$/);
  });

  it('the Garda officer: Garda vetting by governing agent status; the Access NI officer: the two Access NI types', () => {
    const garda = filterOf(vettingListPath(deskFilters(desk('gardaOfficer')), 0, 100));
    expect(garda.filter((p) => p.startsWith('type:'))).toEqual(['type:GARDA_VETTING']);
    expect(
      garda.filter((p) => !p.startsWith('type:')).every((p) => p.startsWith('governingAgentStatus:')),
    ).toBe(true);
    const ni = filterOf(vettingListPath(deskFilters(desk('accessNiOfficer')), 0, 100));
    expect(ni.filter((p) => p.startsWith('type:'))).toEqual([
      'type:ACCESS_NI_VETTING_PAID',
      'type:ACCESS_NI_VETTING_VOLUNTARY',
    ]);
  });

  it('a changed filter, a search and a page: only what is chosen is sent, the search trimmed', () => {
    const f = {
      ...deskFilters(desk('gardaOfficer')),
      statuses: [],
      association: 'LGFA',
      organizationId: 'club-1',
      search: '  Ó Murchú ',
    };
    const url = new URL(vettingListPath(f, 2, 25), 'http://x');
    expect(url.searchParams.get('filter')).toBe('type:GARDA_VETTING,association:LGFA,organization.id:club-1');
    expect(url.searchParams.get('search')).toBe('Ó Murchú');
    expect([url.searchParams.get('page'), url.searchParams.get('size')]).toEqual(['2', '25']);
  });

  it("does not share the defaults' arrays (changing a filter leaves the desk's defaults alone)", () => {
    const d = desk('childrensOfficer');
    deskFilters(d).statuses.pop();
    expect(d.statuses).toHaveLength(3);
  });
});

describe('the Garda associations of the caller', () => {
  const answer = (over: Partial<DesksAnswer>): DesksAnswer => ({
    authenticatorOf: [],
    governing: [],
    superAdmin: false,
    desks: [],
    ...over,
  });
  it("are the Garda desks' associations, every one for a super admin", () => {
    expect(
      gardaAssociations(
        answer({
          governing: [
            { association: 'LGFA', desk: 'accessNiOfficer' },
            { association: 'GAA', desk: 'gardaOfficer' },
          ],
        }),
      ),
    ).toEqual(['GAA']);
    expect(gardaAssociations(answer({ superAdmin: true }))).toEqual(['GAA', 'LGFA', 'Camogie']);
  });
});

describe('a Garda reference upload answer (seed 3 §5)', () => {
  it('201 moved n applications; 401 is a failure; errors are read per file and row', () => {
    expect(readGardaUpload(201, { updated: 3 }, ['a.json'])).toEqual({ kind: 'moved', count: 3 });
    expect(readGardaUpload(401, { errors: [{ field: 'a.json', message: 'x' }] }, ['a.json'])).toEqual({
      kind: 'failed',
    });
    expect(readGardaUpload(500, null, ['a.json'])).toEqual({ kind: 'failed' });
    expect(
      readGardaUpload(400, { errors: [{ field: 'refs.json[3].reference', message: 'Unknown' }] }, [
        'refs.json',
      ]),
    ).toEqual({
      kind: 'rows',
      files: [{ file: 'refs.json', errors: [{ row: 3, field: 'reference', message: 'Unknown' }] }],
    });
  });

  it('groups by file (names with dots and brackets read right), whole-file errors first, rows in order', () => {
    const files = parseGardaErrors(
      [
        { field: 'b[1].json[2].gardaReference', message: 'Bad Garda reference' },
        { field: 'refs.json[10].reference', message: 'Unknown' },
        { field: 'refs.json[0]', message: 'Not a row' },
        { field: 'b[1].json', message: 'Not JSON' },
        { field: 'file', message: 'Required' },
      ],
      ['refs.json', 'b[1].json'],
    );
    expect(files).toEqual([
      {
        file: 'b[1].json',
        errors: [
          { row: null, field: null, message: 'Not JSON' },
          { row: 2, field: 'gardaReference', message: 'Bad Garda reference' },
        ],
      },
      {
        file: 'refs.json',
        errors: [
          { row: 0, field: null, message: 'Not a row' },
          { row: 10, field: 'reference', message: 'Unknown' },
        ],
      },
      { file: 'file', errors: [{ row: null, field: null, message: 'Required' }] },
    ]);
  });
});
