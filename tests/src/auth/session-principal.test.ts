/**
 * Issue 53: the device learns that what the signed-in person holds changed (they joined a club on another
 * device, the club approved them) from the principal version every signed-in answer carries, and reloads the
 * profile once — not on every answer, and not from another account's numbers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'oidc-client-ts';

vi.mock('../../../src/auth/tokens', () => ({
  accessToken: async () => 'token',
  refreshTokens: async () => null,
  SessionExpiredError: class extends Error {},
}));

const { api, fetchNotingPrincipal } = await import('../../../src/api/client');
const { applyUser, getSession } = await import('../../../src/auth/session');

const CLUB = { id: 'club-1', name: 'Naomh Pádraig' };

/** The server as the device sees it: the person's clubs and principal version, and the calls made. */
const server = {
  version: 3,
  clubs: [] as (typeof CLUB)[],
  personReads: 0,
};

function answer(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Principal-Version': String(server.version) },
  });
}

beforeEach(() => {
  localStorage.clear();
  Object.assign(server, { version: 3, clubs: [], personReads: 0 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = input;
      if (path === '/api/person/me') {
        server.personReads++;
        return answer({
          id: 'p1',
          givenName: 'Ciara',
          familyName: 'Ní Shé',
          status: 'ACTIVE',
          organizations: server.clubs.map((organization) => ({
            organization,
            status: 'ACTIVE',
            labels: ['Adult', 'Player'],
            privileges: [],
            additionalType: 'MEMBER',
          })),
        });
      }
      return answer({});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const signIn = (sub = 'acc-1') => applyUser({ profile: { sub } } as unknown as User);
const clubsShown = () => (getSession().person?.organizations ?? []).map((l) => l.organization.name);

describe('the profile follows the principal version', () => {
  it('reloads the profile once when an answer carries a newer version, and keeps it on the device', async () => {
    await signIn();
    expect(clubsShown()).toEqual([]);
    expect(server.personReads).toBe(1);

    // Paid on another device: the club link moved the version.
    server.clubs = [CLUB];
    server.version = 4;
    await api('/basket?person.id=p1');
    await vi.waitFor(() => expect(clubsShown()).toEqual(['Naomh Pádraig']));
    expect(server.personReads).toBe(2);
    expect(JSON.parse(localStorage.getItem('pairc.person')!).organizations).toHaveLength(1);

    // The same version again: nothing to reload.
    await api('/basket?person.id=p1');
    await api('/order?size=10');
    expect(server.personReads).toBe(2);
  });

  it('notes the version on the sync engine’s own requests too', async () => {
    await signIn();
    server.clubs = [CLUB];
    server.version = 7;
    await fetchNotingPrincipal('/api/sync/pull?collections=teams');
    await vi.waitFor(() => expect(clubsShown()).toEqual(['Naomh Pádraig']));
    expect(server.personReads).toBe(2);
  });

  it('starts again from the new account’s version after another account signed in', async () => {
    server.version = 9;
    await signIn('acc-1');
    server.version = 1;
    await signIn('acc-2');
    await api('/basket?person.id=p2');
    await new Promise((r) => setTimeout(r, 20));
    expect(server.personReads).toBe(2); // one per sign-in, no reload
  });
});
