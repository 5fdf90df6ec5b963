import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { type WhatsAppAccess, WhatsAppError, WhatsAppPort, type WhatsAppTemplate } from './whatsapp-port.js';

const TIMEOUT_MS = 10_000;
/** Throughput and pair/spam rate limits (CARRIERS.md §7.1): they pass with time. */
const RETRYABLE_CODES = new Set([130429, 131048, 131056, 4, 80007]);

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string }; fbtrace_id?: string };
}

/** POST {WHATSAPP_API_URL}/{phone_number_id}/messages with the company's bearer (CARRIERS.md §7.1). */
@Injectable()
export class CloudApiAdapter extends WhatsAppPort {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async sendTemplate(access: WhatsAppAccess, template: WhatsAppTemplate): Promise<{ wamid: string }> {
    let response: Response;
    try {
      response = await fetch(`${this.config.whatsapp.apiUrl}/${encodeURIComponent(access.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: template.to,
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language, policy: 'deterministic' },
            components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new WhatsAppError(`WhatsApp indisponível: ${(error as Error).message}`, null, true);
    }
    const body = (await response.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
    const wamid = body.messages?.[0]?.id;
    if (response.ok && wamid) return { wamid };
    // Meta advises keying on the code and error_data.details, never on titles (W2).
    const code = body.error?.code ?? null;
    const text = body.error?.error_data?.details || body.error?.message || `resposta ${response.status}`;
    const retryable = response.status >= 500 || response.status === 429 || (code !== null && RETRYABLE_CODES.has(code));
    throw new WhatsAppError(`WhatsApp recusou (${code ?? response.status}): ${text}`, code, retryable);
  }
}
