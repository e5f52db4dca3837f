import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { M } from '../../../domain/messages.ts';
import {
  Address,
  AddressInput,
  isValidEircode,
  isValidPostcode,
  isValidUkPostcode,
  postcodeSystem,
} from '../../../domain/organization/address.ts';

const valid = {
  streetAddress: '1 Main Street',
  addressLocality: 'Athenry',
  addressRegion: 'Galway',
  addressCountry: 'IE',
  postalCode: 'H65 DW82',
};

/** Issues as `path: message` for compact assertions. */
function issuesOf(input: unknown): string[] {
  const result = v.safeParse(AddressInput, input);
  return (result.issues ?? []).map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
}

describe('isValidEircode', () => {
  it.each(['A65 F4E2', 'A65F4E2', 'D02 X285', 'D6W 1234', 'd6wa1c2', 'T12 XY34', ' H91 E2K3 '])(
    'accepts %s',
    (code) => {
      expect(isValidEircode(code)).toBe(true);
    },
  );

  it.each(['A65 F4E', 'A65 F4E22', 'B65 F4E2', 'A6 F4E2', 'D7W 1234', 'A65 F4B2', 'BT1 1AA', 'A65-F4E2', ''])(
    'rejects %s',
    (code) => {
      expect(isValidEircode(code)).toBe(false);
    },
  );
});

describe('isValidUkPostcode', () => {
  it.each([
    'BT1 1AA',
    'BT11AA',
    'bt48 6dq',
    'SW1A 1AA',
    'EC1A 1BB',
    'W1A 0AX',
    'M1 1AE',
    'CR2 6XH',
    'DN55 1PT',
  ])('accepts %s', (code) => {
    expect(isValidUkPostcode(code)).toBe(true);
  });

  it.each(['BT1 1CA', 'BT1', 'QT1 1AA', '1BT 1AA', 'BT1 AA', 'A65 F4E2', 'BT1  1AA'])(
    'rejects %s',
    (code) => {
      expect(isValidUkPostcode(code)).toBe(false);
    },
  );
});

describe('postcode by country', () => {
  it('recognises codes and names', () => {
    expect(postcodeSystem('IE')).toBe('eircode');
    expect(postcodeSystem('Éire')).toBe('eircode');
    expect(postcodeSystem('Northern Ireland')).toBe('uk');
    expect(postcodeSystem('GB')).toBe('uk');
    expect(postcodeSystem('US')).toBe('other');
  });

  it('checks other countries loosely: 2–10 letters, digits, spaces or dashes', () => {
    expect(isValidPostcode('10001', 'US')).toBe(true);
    expect(isValidPostcode('75008', 'France')).toBe(true);
    expect(isValidPostcode('1234-567', 'PT')).toBe(true);
    expect(isValidPostcode('1', 'US')).toBe(false);
    expect(isValidPostcode('--', 'US')).toBe(false);
    expect(isValidPostcode('12345#', 'US')).toBe(false);
    expect(isValidPostcode('BT1 1AA', 'IE')).toBe(false);
    expect(isValidPostcode('A65 F4E2', 'GB')).toBe(false);
  });
});

describe('AddressInput', () => {
  it('accepts a complete address and upper-cases the postcode', () => {
    const out = v.parse(AddressInput, { ...valid, postalCode: 'h65 dw82', streetAddress2: '' });
    expect(out.postalCode).toBe('H65 DW82');
  });

  it('accepts a Northern Ireland address with a UK postcode', () => {
    expect(
      issuesOf({ ...valid, addressRegion: 'Antrim', addressCountry: 'GB', postalCode: 'BT1 1AA' }),
    ).toEqual([]);
  });

  it('requires line 1, town, county, country and postcode', () => {
    expect(issuesOf({})).toEqual([
      `streetAddress: ${M.required.id}`,
      `addressLocality: ${M.required.id}`,
      `addressRegion: ${M.required.id}`,
      `addressCountry: ${M.required.id}`,
      `postalCode: ${M.required.id}`,
    ]);
    expect(issuesOf({ ...valid, streetAddress: '   ' })).toEqual([`streetAddress: ${M.required.id}`]);
  });

  it('caps lines and town at 50 and the postcode at 10', () => {
    expect(issuesOf({ ...valid, streetAddress: 'x'.repeat(50), streetAddress2: 'y'.repeat(50) })).toEqual([]);
    expect(issuesOf({ ...valid, streetAddress: 'x'.repeat(51) })).toEqual([
      `streetAddress: ${M.addressLineMax.id}`,
    ]);
    expect(issuesOf({ ...valid, streetAddress2: 'y'.repeat(51) })).toEqual([
      `streetAddress2: ${M.addressLineMax.id}`,
    ]);
    expect(issuesOf({ ...valid, addressLocality: 't'.repeat(51) })).toEqual([
      `addressLocality: ${M.townMax.id}`,
    ]);
    expect(issuesOf({ ...valid, addressCountry: 'US', postalCode: '12345678901' })).toEqual([
      `postalCode: ${M.postcodeMax.id}`,
    ]);
  });

  it('rejects a postcode that does not suit the country', () => {
    expect(issuesOf({ ...valid, postalCode: 'BT1 1AA' })).toEqual([`postalCode: ${M.invalidPostcode.id}`]);
  });

  it('rejects unknown keys', () => {
    expect(issuesOf({ ...valid, flat: '2' })).toEqual([`flat: ${M.unknownField.id}`]);
  });
});

describe('Address', () => {
  it('accepts an empty or partial address and drops unknown keys', () => {
    expect(v.parse(Address, {})).toEqual({});
    expect(v.parse(Address, { postOfficeBoxNumber: 'PO Box 12', extra: 1 })).toEqual({
      postOfficeBoxNumber: 'PO Box 12',
    });
  });

  it('still caps lengths', () => {
    expect(v.safeParse(Address, { streetAddress: 'x'.repeat(51) }).issues?.[0]?.message).toBe(
      M.addressLineMax.id,
    );
  });
});
