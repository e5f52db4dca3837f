import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { M } from '../../../domain/messages.ts';
import {
  isCssColour,
  Organization,
  visibleExecutiveCommittee,
} from '../../../domain/organization/organization.ts';

const club = {
  id: '0190a1b2-0000-7000-8000-000000000001',
  name: 'Naomh Pádraig',
  alternateName: "St Patrick's",
  additionalType: 'Club',
  associations: ['GAA', 'Camogie'],
  address: {
    streetAddress: 'Páirc an Naoimh',
    addressLocality: 'Lisburn',
    addressRegion: 'Antrim',
    postalCode: 'BT28 1AA',
  },
  location: { latitude: 54.51, longitude: -6.04 },
  clubColors: ['#006a4e', 'white', 'rgb(255, 215, 0)'],
  foundingDate: '1926-05-01',
  email: {
    secretary: { GAA: 'runai@example.ie', Camogie: '' },
    clubChildrensOfficer: { GAA: 'co@example.ie' },
  },
  sameAs: [{ url: 'https://x.com/example', additionalType: 'x' }],
  status: 'ACTIVE',
  members: {
    executiveCommittee: [
      {
        person: { givenName: 'Áine', familyName: 'Ní Bhriain' },
        position: { name: 'Cathaoirleach', rank: 1 },
      },
    ],
  },
};

describe('Organization', () => {
  it('accepts a full public club view', () => {
    const out = v.parse(Organization, club);
    expect(out.email?.secretary?.GAA).toBe('runai@example.ie');
    expect(out.location?.latitude).toBe(54.51);
  });

  it('needs only id, name and type; a missing one is reported as required', () => {
    expect(v.parse(Organization, { id: 'c1', name: 'Cill Chainnigh', additionalType: 'County' })).toEqual({
      id: 'c1',
      name: 'Cill Chainnigh',
      additionalType: 'County',
    });
    const missing = v.safeParse(Organization, { name: 'x' });
    expect(missing.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['id', M.required.id],
      ['additionalType', M.required.id],
    ]);
  });

  it('rejects unknown types, associations, colours, dates and coordinates', () => {
    const paths = (patch: object) =>
      v.safeParse(Organization, { ...club, ...patch }).issues?.map((i) => v.getDotPath(i));
    expect(paths({ additionalType: 'Parish' })).toEqual(['additionalType']);
    expect(paths({ associations: ['GAA', 'FAI'] })).toEqual(['associations.1']);
    expect(paths({ clubColors: ['#12345'] })).toEqual(['clubColors.0']);
    expect(paths({ foundingDate: '1926' })).toEqual(['foundingDate']);
    expect(paths({ location: { latitude: 91, longitude: 0 } })).toEqual(['location.latitude']);
  });
});

describe('isCssColour', () => {
  it.each(['#fff', '#FFFA', '#006a4e', '#006a4e80', 'maroon', 'rgb(0,0,0)', 'hsla(120, 50%, 50%, 0.5)'])(
    'accepts %s',
    (c) => {
      expect(isCssColour(c)).toBe(true);
    },
  );
  it.each(['#ff', '#12345', 'red;', 'url(x)', '', 'dark blue'])('rejects %s', (c) => {
    expect(isCssColour(c)).toBe(false);
  });
});

describe('visibleExecutiveCommittee', () => {
  it('keeps named positions, sorted by rank, unranked last', () => {
    const shown = visibleExecutiveCommittee([
      { position: { name: 'Treasurer', rank: 3 } },
      { person: { givenName: 'A' }, position: { name: '', rank: 0 } },
      { position: { name: 'PRO' } },
      { person: { givenName: 'B' }, position: { name: 'Chairperson', rank: 1 } },
    ]);
    expect(shown.map((m) => m.position.name)).toEqual(['Chairperson', 'Treasurer', 'PRO']);
  });
});
