/**
 * Where to go once the profile is complete: the path a signed-out visitor asked for (kept through sign-up,
 * e-mail verification and profile completion, seed 1 §2), for this tab only.
 */
const RETURN_TO = 'pairc.returnTo';

export function rememberReturnTo(href: string | undefined): void {
  if (href?.startsWith('/') && !href.startsWith('//') && !href.startsWith('/user-profile')) {
    sessionStorage.setItem(RETURN_TO, href);
  }
}

/** The remembered path, once (it is forgotten as it is read), or /user-home. */
export function takeReturnTo(): string {
  const href = sessionStorage.getItem(RETURN_TO);
  sessionStorage.removeItem(RETURN_TO);
  return href ?? '/user-home';
}
