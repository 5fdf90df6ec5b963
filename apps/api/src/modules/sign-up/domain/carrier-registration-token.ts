import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key a carrier gets back on registering, to send its freight files without an account: an HMAC
 * of the registration id under the server secret, so nothing needs storing.
 */
export function carrierRegistrationToken(secret: string, registrationId: string): string {
  return createHmac('sha256', secret).update(`carrier-registration:${registrationId}`).digest('base64url');
}

export function isCarrierRegistrationToken(secret: string, registrationId: string, token: string): boolean {
  const expected = Buffer.from(carrierRegistrationToken(secret, registrationId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
