/** Passwords the strength tests try (domain and server; issue 48, finding 5). */

/**
 * Fourteen weak passwords. The first twelve pass the length and character rules of NewPassword (so, before the
 * estimator, sign-up took them), among them the demo password the README publishes.
 */
export const WEAK_PASSWORDS = [
  'Pairc2026demo',
  'Aa123456789',
  'Football2026',
  'Dublin123456',
  'Ireland2026',
  'Welcome2026A',
  'Qwerty123456A',
  'Liverpool1234',
  'Hurling12345',
  'Kilkenny2026',
  'Monday123456',
  'Bhriain2026!',
  'Password123',
  'Abcdefgh1',
];

export const STRONG_PASSWORDS = ['Gorse-Tarbh-7-Sliabh', 'Cnoc-Meadha-2026-Lough', 'Tr1cky-Hurl3r-Band'];
