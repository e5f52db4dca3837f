import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../../domain/competition/fixture';
import type { Organization } from '../../../domain/organization/organization';
import {
  addressLine,
  clubJsonLd,
  clubLinks,
  clubMetaDescription,
  contactGroups,
  directionsUrl,
  htmlToText,
  jsonForScript,
  labelContactsByAssociation,
  linkKind,
  placeMapUrl,
  resultsAndFixtures,
  SAFEGUARDING_LINK_TYPE,
  showsDescription,
} from '../../../domain/organization/public-page';

const club = (extra: Partial<Organization> = {}): Organization => ({
  id: 'c1',
  name: 'Naomh Pádraig',
  additionalType: 'Club',
  ...extra,
});

describe('addressLine', () => {
  it('joins the non-empty parts on one line and drops placeholder regions', () => {
    expect(
      addressLine({
        streetAddress: 'Páirc an Chumainn',
        streetAddress2: ' ',
        addressLocality: 'Ashford',
        addressRegion: 'N_A',
        postalCode: 'A67 X2Y3',
        addressCountry: 'Ireland',
      }),
    ).toBe('Páirc an Chumainn, Ashford, A67 X2Y3, Ireland');
    expect(addressLine(undefined)).toBe('');
  });
});

describe('maps links', () => {
  it('exist only with coordinates', () => {
    expect(directionsUrl(undefined)).toBeUndefined();
    expect(directionsUrl({ latitude: 53.1, longitude: -6.2 })).toContain('53.1%2C-6.2');
    expect(placeMapUrl({ id: 'p', name: 'Páirc', latitude: null, longitude: -6 })).toBeUndefined();
    expect(placeMapUrl({ id: 'p', name: 'Páirc', latitude: 53, longitude: -6 })).toContain('mlat=53');
  });
});

describe('contactGroups', () => {
  it('keeps non-empty addresses per role in GAA, LGFA, Camogie order', () => {
    const groups = contactGroups({
      secretary: { Camogie: 'c@x.ie', GAA: 'g@x.ie', LGFA: '', Handball: 'h@x.ie' },
      clubChildrensOfficer: { LGFA: '  ' },
    });
    expect(groups).toEqual([
      {
        role: 'secretary',
        entries: [
          { association: 'GAA', email: 'g@x.ie' },
          { association: 'Camogie', email: 'c@x.ie' },
        ],
      },
    ]);
    expect(labelContactsByAssociation(groups)).toBe(true);
  });
  it('needs no association label when only one association has contacts', () => {
    const groups = contactGroups({ secretary: { GAA: 'a@x.ie' }, clubChildrensOfficer: { GAA: 'b@x.ie' } });
    expect(groups).toHaveLength(2);
    expect(labelContactsByAssociation(groups)).toBe(false);
  });
});

describe('links', () => {
  it('picks the icon by type, twitter as x, else by host, else generic', () => {
    expect(linkKind({ url: 'https://example.org', additionalType: 'twitter' })).toBe('x');
    expect(linkKind({ url: 'https://www.youtube.com/@club' })).toBe('youtube');
    expect(linkKind({ url: 'https://m.facebook.com/club' })).toBe('facebook');
    expect(linkKind({ url: 'https://club.example/blog' })).toBe('generic');
    expect(linkKind({ url: 'not a url' })).toBe('generic');
  });
  it('sets the safeguarding statement apart and drops non-web links', () => {
    const { safeguarding, external } = clubLinks([
      { url: 'https://club.example/safeguarding.pdf', additionalType: SAFEGUARDING_LINK_TYPE },
      { url: 'javascript:alert(1)', additionalType: 'facebook' },
      { url: 'https://x.com/club', additionalType: 'x' },
    ]);
    expect(safeguarding?.url).toBe('https://club.example/safeguarding.pdf');
    expect(external.map((l) => [l.url, l.kind])).toEqual([['https://x.com/club', 'x']]);
  });
});

describe('description', () => {
  it('is shown only when longer than 7 characters', () => {
    expect(showsDescription('<p>1</p>')).toBe(true); // 8 characters
    expect(showsDescription('<p></p>')).toBe(false); // 7 characters
    expect(showsDescription(undefined)).toBe(false);
  });
  it('turns into plain text without script content', () => {
    expect(htmlToText('<p>Fáilte &amp; <b>céad</b></p><script>alert(1)</script>')).toBe('Fáilte & céad');
  });
});

const fixture = (id: string, startDate: string, isResult: boolean): Fixture => ({
  id,
  version: 1,
  updatedAt: startDate,
  startDate,
  isResult,
  homeTeam: {},
  awayTeam: {},
});

describe('resultsAndFixtures', () => {
  it('groups by Dublin date: results newest first, fixtures oldest first', () => {
    const { results, fixtures } = resultsAndFixtures([
      fixture('r1', '2026-11-01T14:00:00Z', true),
      fixture('f2', '2026-12-06T15:00:00Z', false),
      fixture('r2', '2026-11-08T14:00:00Z', true),
      fixture('f1', '2026-11-29T15:00:00Z', false),
      // 23:30 UTC on 30 June is 00:30 on 1 July in Dublin (summer time).
      fixture('f3', '2027-06-30T23:30:00Z', false),
      fixture('r3', '2026-11-08T11:00:00Z', true),
    ]);
    expect(results.map((g) => [g.date, g.fixtures.map((f) => f.id)])).toEqual([
      ['2026-11-08', ['r2', 'r3']],
      ['2026-11-01', ['r1']],
    ]);
    expect(fixtures.map((g) => g.date)).toEqual(['2026-11-29', '2026-12-06', '2027-07-01']);
  });
});

describe('structured data', () => {
  const c = club({
    alternateName: "St Patrick's",
    address: { addressLocality: 'Ashford', addressRegion: 'Wicklow', addressCountry: 'Ireland' },
    location: { latitude: 53, longitude: -6.1 },
    description: '<p>Founded by the parish</p><script>x()</script>',
    sameAs: [{ url: 'https://x.com/np', additionalType: 'x' }],
    associations: ['GAA', 'LGFA'],
  });

  it('is a SportsOrganization with the two-letter country code', () => {
    const ld = clubJsonLd(c, 'https://pairc.example/organization/c1');
    expect(ld['@type']).toBe('SportsOrganization');
    expect(ld.address).toMatchObject({ addressCountry: 'IE', addressRegion: 'Wicklow' });
    expect(ld.description).toBe('Founded by the parish');
    expect(ld.sameAs).toEqual(['https://x.com/np']);
    expect(clubJsonLd(club({ address: { addressCountry: 'United Kingdom' } }), 'u').address).toMatchObject({
      addressCountry: 'GB',
    });
  });

  it('cannot close its script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('gives a meta description from the club’s own words, else where it is', () => {
    expect(clubMetaDescription(c)).toBe('Founded by the parish');
    expect(
      clubMetaDescription(club({ address: { addressLocality: 'Ashford' }, associations: ['GAA'] })),
    ).toBe('Naomh Pádraig — Ashford — GAA');
    expect(clubMetaDescription(club({ description: `<p>${'a'.repeat(300)}</p>` })).length).toBe(160);
  });
});
