import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Slug, slugFromName } from '../../../domain/organization/slug.ts';

describe('a club slug', () => {
  it('takes letters, numbers and single hyphens, lower-cased', () => {
    expect(v.parse(Slug, ' Naomh-Padraig-2 ')).toBe('naomh-padraig-2');
    for (const bad of [
      '',
      'naomh padraig',
      'naomh--padraig',
      '-naomh',
      'naomh_',
      'pádraig',
      'a'.repeat(101),
    ]) {
      const r = v.safeParse(Slug, bad);
      expect(r.success, bad).toBe(false);
      if (!r.success) expect(r.issues[0].message).toBe('validation.organization.slugFormat');
    }
  });

  it('is proposed from a name with fadas folded and punctuation joined by one hyphen', () => {
    expect(slugFromName('Naomh Pádraig, Áth na Fuinseog')).toBe('naomh-padraig-ath-na-fuinseog');
    expect(slugFromName("St. Mary's GAA")).toBe('st-mary-s-gaa');
    expect(v.safeParse(Slug, slugFromName('Cumann Lúthchleas Gael — Ó Dónaill')).success).toBe(true);
  });
});
