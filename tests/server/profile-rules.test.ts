/** Each profile rule of seed 1 §5 at its boundary, through PUT /api/person/{id} (the server's own check). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let id: string;
beforeAll(async () => {
  s = await startTestServer();
  id = ((await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string }).id;
});
afterAll(() => s.close());

const valid = {
  givenName: 'Seán',
  familyName: 'Ó Murchú',
  alternateGivenName: 'Seán',
  alternateFamilyName: 'Ó Murchú',
  gender: 'MALE',
  birthDate: '1990-04-12',
  telephone: '+353 87 123 4567',
  preferredLanguage: 'en',
  description: '',
  uniqueId: '7654321',
  address: {
    streetAddress: '1 Bóthar na Páirce',
    streetAddress2: '',
    addressLocality: 'Tulach Mhór',
    addressRegion: 'Offaly',
    addressCountry: 'IE',
    postalCode: 'R35 X2E4',
  },
  medicalAlert: 'NONE',
  medicalDetails: '',
  medicalConsentToProcess: 'YES',
  medicalConsentToTreat: 'YES',
  medicalConsentToEmergency: 'NO',
  commsConsentClub: 'NO',
  commsConsentAdditionalClub: 'NO',
  photoConsentStatus: 'YES',
};
type Profile = typeof valid;
const addr = (a: Partial<Profile['address']>) => ({ address: { ...valid.address, ...a } });

async function put(patch: Record<string, unknown>) {
  const res = await s.call(`/api/person/${id}`, {
    as: 'member',
    method: 'PUT',
    json: { ...valid, ...patch },
  });
  const body = (await res.json()) as { errors?: { field: string; code: string }[] };
  return { status: res.status, codes: (body.errors ?? []).map((e) => `${e.field}:${e.code}`) };
}

// [rule, accepted at the boundary, refused just past it, the field error expected]
const RULES: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
  [
    'first name ≤ 30',
    { givenName: 'Á'.repeat(30) },
    { givenName: 'Á'.repeat(31) },
    'givenName:validation.name.max',
  ],
  ['surname required', { familyName: 'Ó' }, { familyName: ' ' }, 'familyName:validation.required'],
  [
    'Irish first name ≤ 30',
    { alternateGivenName: 'í'.repeat(30) },
    { alternateGivenName: 'í'.repeat(31) },
    'alternateGivenName:validation.name.max',
  ],
  [
    'Irish surname ≤ 30',
    { alternateFamilyName: 'ú'.repeat(30) },
    { alternateFamilyName: 'ú'.repeat(31) },
    'alternateFamilyName:validation.name.max',
  ],
  [
    'bio ≤ 500',
    { description: 'b'.repeat(500) },
    { description: 'b'.repeat(501) },
    'description:validation.bio.max',
  ],
  [
    'unique ID 7 digits',
    { uniqueId: '7654322' },
    { uniqueId: '765432' },
    'uniqueId:validation.uniqueId.digits',
  ],
  [
    'unique ID not 8 digits',
    { uniqueId: '7654323' },
    { uniqueId: '76543210' },
    'uniqueId:validation.uniqueId.digits',
  ],
  [
    'date of birth in the past',
    { birthDate: '2000-01-01' },
    { birthDate: '2999-01-01' },
    'birthDate:validation.birthDate.past',
  ],
  [
    'telephone with country code',
    { telephone: '+44 28 9012 3456' },
    { telephone: '028 9012 3456' },
    'telephone:validation.telephone.countryCode',
  ],
  ['gender required', { gender: 'FEMALE' }, { gender: '' }, 'gender:validation.option.invalid'],
  [
    'language required',
    { preferredLanguage: 'ga' },
    { preferredLanguage: 'fr' },
    'preferredLanguage:validation.option.invalid',
  ],
  [
    'address line 1 ≤ 50',
    addr({ streetAddress: 'a'.repeat(50) }),
    addr({ streetAddress: 'a'.repeat(51) }),
    'address.streetAddress:validation.address.lineMax',
  ],
  [
    'address line 2 ≤ 50',
    addr({ streetAddress2: 'a'.repeat(50) }),
    addr({ streetAddress2: 'a'.repeat(51) }),
    'address.streetAddress2:validation.address.lineMax',
  ],
  [
    'town ≤ 50',
    addr({ addressLocality: 't'.repeat(50) }),
    addr({ addressLocality: 't'.repeat(51) }),
    'address.addressLocality:validation.address.townMax',
  ],
  [
    'postcode ≤ 10',
    addr({ addressCountry: 'FR', addressRegion: 'Paris', postalCode: '1234567890' }),
    addr({ addressCountry: 'FR', addressRegion: 'Paris', postalCode: '12345678901' }),
    'address.postalCode:validation.address.postcodeMax',
  ],
  [
    'Eircode valid',
    addr({ postalCode: 'D02 X285' }),
    addr({ postalCode: 'D02 X28' }),
    'address.postalCode:validation.postcode.invalid',
  ],
  [
    'county in the country',
    addr({ addressRegion: 'Kerry' }),
    addr({ addressRegion: 'Antrim' }),
    'address.addressRegion:validation.address.regionNotInCountry',
  ],
  [
    'medical details ≤ 250',
    { medicalAlert: 'YES', medicalDetails: 'm'.repeat(250) },
    { medicalDetails: 'm'.repeat(251) },
    'medicalDetails:validation.medicalDetails.max',
  ],
  [
    'medical alert none or yes',
    { medicalAlert: 'YES' },
    { medicalAlert: 'MAYBE' },
    'medicalAlert:validation.option.invalid',
  ],
  [
    'consent yes or no',
    { photoConsentStatus: 'NO' },
    { photoConsentStatus: 'PERHAPS' },
    'photoConsentStatus:validation.option.invalid',
  ],
];

describe('profile rules on the server (PUT /api/person/{id})', () => {
  for (const [rule, ok, bad, code] of RULES) {
    it(rule, async () => {
      expect(await put(ok)).toEqual({ status: 200, codes: [] });
      const refused = await put(bad);
      expect(refused.status).toBe(400);
      expect(refused.codes).toContain(code);
    });
  }

  it('answers the county/region rule in English and Irish with the spec wording', async () => {
    const call = (lang: string) =>
      s.call(`/api/person/${id}`, {
        as: 'member',
        method: 'PUT',
        json: { ...valid, ...addr({ addressRegion: 'Antrim' }) },
        headers: { 'Accept-Language': lang },
      });
    const en = (await (await call('en')).json()) as { errors: { message: string }[] };
    const ga = (await (await call('ga')).json()) as { errors: { message: string }[] };
    expect(en.errors[0]!.message).toBe(
      'Please update your county/region as it is not present within your selected country',
    );
    expect(ga.errors[0]!.message).not.toBe(en.errors[0]!.message);
  });
});
