import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  COUNTIES,
  COUNTIES_BY_PROVINCE,
  COUNTY_IRISH_NAMES,
  County,
  isAbsentRegion,
  NORTHERN_IRELAND_COUNTIES,
  OrganizationType,
  provinceOfCounty,
} from '../../../domain/organization/enums.ts';

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

describe('OrganizationType', () => {
  it('accepts the listed types', () => {
    for (const t of ['Club', 'County', 'Province', 'IndependentTeam', 'Root', 'Pool']) {
      expect(v.safeParse(OrganizationType, t).success).toBe(true);
    }
    expect(v.safeParse(OrganizationType, 'Parish').success).toBe(false);
  });
});
