import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The stub's credentials, as a merchant would copy them from Meta's app dashboard into Despacho. */
export const WHATSAPP_STUB_TOKEN = 'token-whatsapp-stub';
export const WHATSAPP_STUB_EXPIRED_TOKEN = 'token-expirado';
export const WHATSAPP_STUB_APP_SECRET = 'segredo-do-app-whatsapp-stub';
export const WHATSAPP_STUB_PHONE_NUMBER_ID = '106540352242922';

/**
 * The account's approved templates and their body parameter count: Despacho's defaults
 * (recipient-notices' DEFAULT_TEMPLATES and notice-content.ts), as a merchant would have them approved.
 */
const TEMPLATES: Record<string, number> = {
  despacho_pedido_enviado: 3,
  despacho_saiu_para_entrega: 3,
  despacho_tentativa_de_entrega: 4,
  despacho_pedido_entregue: 3,
  despacho_pedido_atrasado: 4,
};

/** What the stub does after accepting a message (CARRIERS.md §7.4 item 2). */
type Outcome = 'read' | 'failed' | 'out_of_order' | 'duplicate';
const SEQUENCES: Record<Outcome, string[]> = {
  read: ['sent', 'delivered', 'read'],
  failed: ['sent', 'failed'],
  out_of_order: ['sent', 'read', 'delivered'],
  duplicate: ['sent', 'sent', 'delivered', 'delivered', 'read'],
};

export interface WhatsAppStubMessage {
  wamid: string;
  phone_number_id: string;
  to: string;
  type: string;
  template: { name: string; language: string; parameters: string[] } | null;
  at: string;
}

interface Subscription {
  callback_url: string;
  verify_token: string;
}

interface Behaviour {
  /** HTTP statuses the next sends answer instead (500: Meta's own failure, 429: throughput). */
  fail_next: number[];
  outcome: Outcome;
  /** 131047 for a free-form text with no open window: refused at once, or accepted then failed by webhook. */
  text_window: 'sync' | 'webhook';
  /** Numbers not on WhatsApp: accepted, then failed 131026 by webhook. */
  undeliverable: string[];
}

export interface WhatsAppStubOptions {
  appSecret?: string;
  /** Sends a second within which more are refused with 130429. */
  ratePerSecond?: number;
}

const graphError = (code: number, message: string, details: string, subcode?: number) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    ...(subcode ? { error_subcode: subcode } : {}),
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: randomBytes(9).toString('base64url'),
  },
});

const defaults = (): Behaviour => ({ fail_next: [], outcome: 'read', text_window: 'sync', undeliverable: [] });

/**
 * A local WhatsApp Business Cloud API (CARRIERS.md §7.4): sends checked like Meta's (bearer, template
 * name and parameter count, rate, the 24-hour rule for text), then status webhooks signed with the app
 * secret (X-Hub-Signature-256 over the raw body) to the callback subscribed through the GET handshake.
 */
export function whatsAppStub(options: WhatsAppStubOptions = {}) {
  const appSecret = options.appSecret ?? WHATSAPP_STUB_APP_SECRET;
  const ratePerSecond = options.ratePerSecond ?? 80;
  const messages: WhatsAppStubMessage[] = [];
  const webhooks: { wamid: string | null; status: string; answer: number | null; forged?: boolean }[] = [];
  const handshakes: { callback_url: string; status: number; verified: boolean }[] = [];
  const subscriptions = new Map<string, Subscription>();
  const recent: number[] = [];
  let behaviour = defaults();
  let pending: Promise<void> = Promise.resolve();

  const post = async (phoneNumberId: string, body: string, secret: string) => {
    const subscription = subscriptions.get(phoneNumberId);
    if (!subscription) return null;
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    try {
      const response = await fetch(subscription.callback_url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
        body,
      });
      return response.status;
    } catch {
      return null;
    }
  };

  const envelope = (phoneNumberId: string, status: Record<string, unknown>) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
                statuses: [status],
              },
            },
          ],
        },
      ],
    });

  const statusOf = (message: WhatsAppStubMessage, status: string, error?: { code: number; title: string }) => ({
    id: message.wamid,
    status,
    timestamp: String(Math.floor(Date.now() / 1000)),
    recipient_id: message.to,
    ...(status === 'sent'
      ? { conversation: { id: randomBytes(16).toString('hex'), origin: { type: 'utility' } } }
      : {}),
    ...(error
      ? {
          errors: [
            { code: error.code, title: error.title, message: error.title, error_data: { details: error.title } },
          ],
        }
      : {}),
  });

  /** The statuses of one message, one after another, after the send was answered (in order of sends). */
  const report = (message: WhatsAppStubMessage, sequence: string[], error?: { code: number; title: string }) => {
    pending = pending.then(async () => {
      for (const status of sequence) {
        const answer = await post(
          message.phone_number_id,
          envelope(message.phone_number_id, statusOf(message, status, status === 'failed' ? error : undefined)),
          appSecret,
        );
        webhooks.push({ wamid: message.wamid, status, answer });
      }
    });
  };

  const plugin = async (app: FastifyInstance) => {
    app.post(
      '/:version/:phoneNumberId/messages',
      async (request: FastifyRequest<{ Params: { version: string; phoneNumberId: string } }>, reply: FastifyReply) => {
        const bearer = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
        if (bearer === WHATSAPP_STUB_EXPIRED_TOKEN)
          return reply
            .code(401)
            .send(graphError(190, 'Error validating access token: Session has expired.', 'Token expirado.', 463));
        if (bearer !== WHATSAPP_STUB_TOKEN)
          return reply.code(401).send(graphError(190, 'Invalid OAuth access token.', 'Token inválido.'));
        const forced = behaviour.fail_next.shift();
        if (forced === 500)
          return reply.code(500).send(graphError(1, 'An unknown error occurred', 'Falha no WhatsApp.'));
        const now = Date.now();
        while (recent.length && recent[0] <= now - 1000) recent.shift();
        if (forced === 429 || recent.length >= ratePerSecond)
          return reply.code(429).send(graphError(130429, 'Rate limit hit', 'Limite de envios por segundo atingido.'));
        recent.push(now);
        const body = (request.body ?? {}) as {
          messaging_product?: string;
          to?: string;
          type?: string;
          template?: {
            name?: string;
            language?: { code?: string };
            components?: { type?: string; parameters?: { text?: string }[] }[];
          };
        };
        if (body.messaging_product !== 'whatsapp' || !/^\d{10,15}$/.test(String(body.to ?? '')))
          return reply.code(400).send(graphError(100, 'Invalid parameter', 'messaging_product ou to inválido.'));
        const message: WhatsAppStubMessage = {
          wamid: `wamid.${randomBytes(24).toString('base64url')}`,
          phone_number_id: request.params.phoneNumberId,
          to: String(body.to),
          type: String(body.type ?? 'text'),
          template: null,
          at: new Date().toISOString(),
        };
        if (message.type === 'text') {
          const closed = { code: 131047, title: 'Re-engagement message' };
          if (behaviour.text_window === 'sync')
            return reply
              .code(400)
              .send(
                graphError(131047, 'Re-engagement message', 'Mais de 24 horas desde a última mensagem do cliente.'),
              );
          messages.push(message);
          report(message, ['failed'], closed);
          return accepted(reply, message);
        }
        const name = String(body.template?.name ?? '');
        const parameters = (body.template?.components ?? [])
          .filter((component) => component.type === 'body')
          .flatMap((component) => component.parameters ?? [])
          .map((parameter) => String(parameter.text ?? ''));
        if (!(name in TEMPLATES))
          return reply
            .code(404)
            .send(
              graphError(
                132001,
                'Template name does not exist in the translation',
                `Modelo ${name} não existe em pt_BR.`,
              ),
            );
        if (parameters.length !== TEMPLATES[name])
          return reply
            .code(400)
            .send(
              graphError(
                132000,
                'Number of parameters does not match the expected number of params',
                `O modelo ${name} espera ${TEMPLATES[name]} parâmetros.`,
              ),
            );
        message.template = { name, language: String(body.template?.language?.code ?? ''), parameters };
        messages.push(message);
        if (behaviour.undeliverable.includes(message.to))
          report(message, SEQUENCES.failed, { code: 131026, title: 'Message undeliverable' });
        else report(message, SEQUENCES[behaviour.outcome], { code: 131026, title: 'Message undeliverable' });
        return accepted(reply, message);
      },
    );

    // Meta's dashboard verifies a callback with this handshake before it subscribes it.
    app.post(
      '/_stub/subscribe',
      async (
        request: FastifyRequest<{ Body: { phone_number_id?: string; callback_url?: string; verify_token?: string } }>,
      ) => {
        const {
          phone_number_id = WHATSAPP_STUB_PHONE_NUMBER_ID,
          callback_url = '',
          verify_token = '',
        } = request.body ?? {};
        const challenge = randomBytes(8).toString('hex');
        const url = `${callback_url}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(verify_token)}&hub.challenge=${challenge}`;
        const response = await fetch(url).catch(() => null);
        const verified = response?.status === 200 && (await response.text()) === challenge;
        handshakes.push({ callback_url, status: response?.status ?? 0, verified });
        if (verified) subscriptions.set(phone_number_id, { callback_url, verify_token });
        return { verified, status: response?.status ?? 0 };
      },
    );
    app.post('/_stub/behaviour', async (request: FastifyRequest<{ Body: Partial<Behaviour> }>) => {
      behaviour = { ...behaviour, ...(request.body ?? {}) };
      return behaviour;
    });
    // One status webhook signed with a wrong secret: Despacho must answer 401.
    app.post('/_stub/forged', async (request: FastifyRequest<{ Body: { phone_number_id?: string } }>) => {
      const phoneNumberId = request.body?.phone_number_id ?? WHATSAPP_STUB_PHONE_NUMBER_ID;
      const last = messages.findLast((message) => message.phone_number_id === phoneNumberId);
      const status = {
        id: last?.wamid ?? 'wamid.forjado',
        status: 'read',
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: last?.to ?? '',
      };
      const answer = await post(phoneNumberId, envelope(phoneNumberId, status), 'outro-segredo');
      webhooks.push({ wamid: status.id, status: 'read', answer, forged: true });
      return { answer };
    });
    app.get('/_stub/state', async () => {
      await pending;
      return { messages, webhooks, handshakes, behaviour };
    });
    app.post('/_stub/reset', async () => {
      await pending;
      messages.length = 0;
      webhooks.length = 0;
      handshakes.length = 0;
      behaviour = defaults();
      return { ok: true };
    });
  };

  return { plugin, messages, webhooks, settled: () => pending };
}

const accepted = (reply: FastifyReply, message: WhatsAppStubMessage) =>
  reply.send({
    messaging_product: 'whatsapp',
    contacts: [{ input: message.to, wa_id: message.to }],
    messages: [{ id: message.wamid, message_status: 'accepted' }],
  });
