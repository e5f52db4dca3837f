/**
 * The answer header that carries the caller's principal version: the number the server moves whenever what
 * the signed-in person holds changes (a club link, a role, a label, a family tie; migration 0011). A device
 * that sees it higher than the one its cached profile was read at reloads the profile (src/auth/session.ts),
 * so a change made on one device, or by the club, shows on every device at its next request.
 */
export const PRINCIPAL_VERSION_HEADER = 'X-Principal-Version';

/** The header's value as a version, or null when it is absent or not a whole number. */
export function principalVersionOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
