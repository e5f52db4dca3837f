/**
 * Common passwords refused as a new password (seed 1 §5). A short list is enough here: only passwords
 * that already pass the length and character rules matter, and those are the predictable "Password1"
 * shapes below. Compared without regard to case.
 */
const COMMON = [
  'password1',
  'password12',
  'password123',
  'password1234',
  'password2024',
  'password2025',
  'password2026',
  'passw0rd123',
  'qwerty12345',
  'qwerty123456',
  'qwertyuiop1',
  'welcome123',
  'welcome1234',
  'welcome2026',
  'letmein123',
  'letmein1234',
  'iloveyou123',
  'admin12345',
  'administrator1',
  'abcdef12345',
  'abc1234567',
  'changeme123',
  'football123',
  'football1234',
  'hurling123',
  'hurling1234',
  'dublin12345',
  'ireland123',
  'ireland1234',
  'sunshine123',
  'princess123',
  'monkey12345',
  'dragon12345',
  'trustno1234',
  'p@ssword123',
  'summer2026',
  'winter2026',
  'spring2026',
  'autumn2026',
] as const;

const SET: ReadonlySet<string> = new Set(COMMON);

export function isCommonPassword(password: string): boolean {
  return SET.has(password.toLowerCase());
}
