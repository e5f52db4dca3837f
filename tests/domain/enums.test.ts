import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, Gender, LABELS, PRIVILEGED_LABELS, Sport, SPORTS } from '../../domain/enums.ts';
import { M } from '../../domain/messages.ts';
import {
  COUNTIES,
  COUNTIES_BY_PROVINCE,
  COUNTY_IRISH_NAMES,
  County,
  isAbsentRegion,
  NORTHERN_IRELAND_COUNTIES,
  provinceOfCounty,
} from '../../domain/organization/enums.ts';
import { AGE_LEVELS } from '../../domain/team/enums.ts';
import { TRANSFER_TYPES, TransferType } from '../../domain/transfer/enums.ts';

describe('seed 1 enumerations', () => {
  it('accepts listed values and reports others with the invalid-option id', () => {
    expect(v.parse(Sport, 'Camogie')).toBe('Camogie');
    expect(SPORTS).toHaveLength(5);
    const result = v.safeParse(Gender, 'OTHER');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(M.invalidOption.id);
  });

  it('lists privileged labels among the coded labels', () => {
    for (const label of PRIVILEGED_LABELS) expect(LABELS).toContain(label);
    expect(FEATURE_FLAGS).toContain('TERMINAL');
  });
});

describe('provinces and counties', () => {
  it('has the 32 counties, 9 in Ulster, each with an Irish name', () => {
    expect(COUNTIES).toHaveLength(32);
    expect(new Set(COUNTIES).size).toBe(32);
    expect(COUNTIES_BY_PROVINCE.Ulster).toEqual([
      'Antrim',
      'Armagh',
      'Cavan',
      'Derry',
      'Donegal',
      'Down',
      'Fermanagh',
      'Monaghan',
      'Tyrone',
    ]);
    expect(COUNTIES_BY_PROVINCE.Leinster).toHaveLength(12);
    expect(COUNTIES_BY_PROVINCE.Munster).toHaveLength(6);
    expect(COUNTIES_BY_PROVINCE.Connacht).toHaveLength(5);
    expect(Object.keys(COUNTY_IRISH_NAMES).sort()).toEqual([...COUNTIES].sort());
    expect(COUNTY_IRISH_NAMES.Kilkenny).toBe('Cill Chainnigh');
  });

  it('maps a county to its province and validates county names', () => {
    expect(provinceOfCounty('Derry')).toBe('Ulster');
    expect(provinceOfCounty('Galway')).toBe('Connacht');
    expect(NORTHERN_IRELAND_COUNTIES.every((c) => provinceOfCounty(c) === 'Ulster')).toBe(true);
    expect(v.safeParse(County, 'Kerry').success).toBe(true);
    expect(v.safeParse(County, 'Londonderry').success).toBe(false);
  });

  it('treats placeholder regions as absent', () => {
    for (const r of ['N_A', 'UNKNOWN', 'undefined', 'Other', 'NotRelated', '', undefined]) {
      expect(isAbsentRegion(r)).toBe(true);
    }
    expect(isAbsentRegion('Cork')).toBe(false);
  });
});

describe('seed 2 enumerations', () => {
  it('spans U5 to U21 in the age levels', () => {
    expect(AGE_LEVELS).toContain('U5');
    expect(AGE_LEVELS).toContain('U21');
    expect(AGE_LEVELS).not.toContain('U22');
  });

  it('keeps transfer type codes unique across associations', () => {
    expect(new Set(TRANSFER_TYPES).size).toBe(TRANSFER_TYPES.length);
    expect(TRANSFER_TYPES).toHaveLength(21);
    expect(v.safeParse(TransferType, 'CAMOGIE_CC6A_STUDENT_PERMIT').success).toBe(true);
  });
});
