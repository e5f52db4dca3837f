import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route as LoginRoute } from '../../../src/routes/login';
import { Route as UnknownRoute } from '../../../src/routes/$';

type BeforeLoad = (ctx: unknown) => unknown;
const beforeLoad = UnknownRoute.options.beforeLoad as unknown as BeforeLoad;
const validateLogin = LoginRoute.options.validateSearch as unknown as (s: Record<string, unknown>) => unknown;

function visit(status: 'signedIn' | 'signedOut' | 'loading', href: string): unknown {
  try {
    beforeLoad({ context: { session: () => ({ status }) }, location: { href } });
    return 'rendered';
  } catch (thrown) {
    return thrown;
  }
}

describe('a path no page answers (seed 1 §2)', () => {
  it('sends a signed-out visitor to /login remembering path, query and hash', () => {
    const thrown = visit('signedOut', '/no/such/page?tab=2&x=y#part');
    expect(isRedirect(thrown)).toBe(true);
    const options = (thrown as { options: { to: string; search: { redirect: string } } }).options;
    expect(options.to).toBe('/login');
    expect(options.search.redirect).toBe('/no/such/page?tab=2&x=y#part');
  });

  it('shows a signed-in user the not-found page', () => {
    expect(visit('signedIn', '/no/such/page')).toBe('rendered');
    expect(UnknownRoute.options.component).toBeDefined();
  });
});

describe('the path /login comes back to', () => {
  it('keeps a path of this app, with its query and hash', () => {
    expect(validateLogin({ redirect: '/teams/anything?a=1#b' })).toEqual({
      redirect: '/teams/anything?a=1#b',
    });
  });

  it('drops another site, a relative path or a non-string', () => {
    for (const redirect of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'teams', 5])
      expect(validateLogin({ redirect })).toEqual({});
  });
});
