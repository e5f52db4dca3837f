import { describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../src/app/menu-rules';
import { competitionAccess } from '../../../src/features/competition/admin/competition-access';

const ctx = (privileges: string[], labels: string[] = [], status = 'ACTIVE'): MenuContext => ({
  features: [],
  roles: [],
  adminOf: [],
  vettingAdminOf: [],
  competitionAdminOf: [],
  links: [{ organization: { id: 'county', name: 'Wicklow' }, status, privileges, labels }],
  redirectToProfile: false,
});

describe('competitionAccess', () => {
  it('lets COMPETITION manage, MATCH_OFFICIAL_ADMIN appoint officials, FIXTURE_ANALYST only read', () => {
    expect(competitionAccess(ctx(['COMPETITION']), 'county')).toEqual({ manage: true, officials: true });
    expect(competitionAccess(ctx([], ['ADMIN_COMPETITION']), 'county')).toEqual({
      manage: true,
      officials: true,
    });
    expect(competitionAccess(ctx(['MATCH_OFFICIAL_ADMIN']), 'county')).toEqual({
      manage: false,
      officials: true,
    });
    expect(competitionAccess(ctx(['FIXTURE_ANALYST']), 'county')).toEqual({
      manage: false,
      officials: false,
    });
  });
  it('counts only the organisation shown, and not a hibernated link', () => {
    expect(competitionAccess(ctx(['COMPETITION']), 'club')).toEqual({ manage: false, officials: false });
    expect(competitionAccess(ctx(['COMPETITION'], [], 'HIBERNATED'), 'county').manage).toBe(false);
    expect(competitionAccess({ ...ctx([]), roles: ['super_admin'] }, 'county').manage).toBe(true);
  });
});
