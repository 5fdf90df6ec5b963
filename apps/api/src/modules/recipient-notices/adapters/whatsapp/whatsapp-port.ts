/** One company's Cloud API access: its number and its system user's token (opened from the seal). */
export interface WhatsAppAccess {
  phoneNumberId: string;
  accessToken: string;
}

/** A template message (notices fall outside the 24-hour window: never free text, CARRIERS.md §7.3). */
export interface WhatsAppTemplate {
  /** Digits with the country code, e.g. 5511987654321. */
  to: string;
  name: string;
  language: string;
  /** The body's parameters, in order. */
  parameters: string[];
}

/**
 * A refusal from the Cloud API. `retryable` is true for what passes by itself (throughput limits,
 * Meta's own 5xx, the network); a bad template, a number not on WhatsApp or an expired token need
 * someone to act, so trying again would only repeat it.
 */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The port the notice sender talks to; the Cloud API adapter is its one implementation (the stub stands in for Meta). */
export abstract class WhatsAppPort {
  /** The message's id (wamid), which the status webhooks name. */
  abstract sendTemplate(access: WhatsAppAccess, template: WhatsAppTemplate): Promise<{ wamid: string }>;
}
