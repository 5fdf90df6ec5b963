/** Same limit as the API's AddCarrierEmail. */
export const MAX_PICKUP_EMAILS = 20;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec: a comma-separated list of e-mails, optional. Blank items are ignored. */
export function pickupEmailsOf(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

export function pickupEmailsError(text: string): string | null {
  const emails = pickupEmailsOf(text);
  const invalid = emails.filter((email) => email.length > 255 || !EMAIL.test(email));
  if (invalid.length > 0) return `E-mail inválido: ${invalid.join(', ')}.`;
  return emails.length > MAX_PICKUP_EMAILS ? `Informe no máximo ${MAX_PICKUP_EMAILS} e-mails.` : null;
}
