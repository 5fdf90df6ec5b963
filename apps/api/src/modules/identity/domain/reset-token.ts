import { createHash, createHmac } from 'node:crypto';

/**
 * The token of a reset link: an HMAC of the request's random id under the server secret. Only its
 * sha256 is stored; whoever reads the event log without the secret cannot rebuild the link.
 */
export function resetTokenFor(secret: string, requestId: string): string {
  return createHmac('sha256', secret).update(`password-reset:${requestId}`).digest('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
