import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidNfeKey } from '@despacho/domain';
import { utcToSaoPauloLocal } from '../carrier-time.js';
import { CarrierStubKit } from '../stub-kit/carrier-stub-kit.js';
import type { StoryEvent, StoryStep } from '../stub-kit/carrier-stub-story.js';

/** Bearer tokens the stub refuses: 'invalido' (unknown) and 'expirado' (expired); any other is accepted. */
export const JADLOG_STUB_BAD_TOKEN = 'invalido';
export const JADLOG_STUB_EXPIRED_TOKEN = 'expirado';

export interface JadlogStubOptions {
  minutesPerStep?: number;
  now?: () => number;
}

/** A `tracking.eventos[]` item as the Embarcador API writes it. */
export interface JadlogStubEvent {
  data: string;
  status: string;
  unidade: string;
}

/** Each story step as a Jadlog status; no failed-attempt status is documented (§2.3): the stub's text is free. */
const STEPS: Record<StoryStep, Omit<JadlogStubEvent, 'data'>> = {
  posted: { status: 'EMISSAO', unidade: 'CO SAO PAULO 01' },
  in_transit: { status: 'TRANSFERENCIA', unidade: 'HUB CAJAMAR' },
  out_for_delivery: { status: 'EM ROTA', unidade: 'FL CURITIBA 03' },
  failed_attempt: { status: 'DESTINATARIO AUSENTE', unidade: 'FL CURITIBA 03' },
  delivered: { status: 'ENTREGUE', unidade: 'FL CURITIBA 03' },
  returning: { status: 'DEVOLUCAO', unidade: 'FL CURITIBA 03' },
  returned: { status: 'DEVOLVIDO', unidade: 'CO SAO PAULO 01' },
};

/** 'yyyy-mm-dd HH:MM:SS' (the other documented form, 'dd/mm/yyyy', is left to scripts: it has no time). */
const render = (event: StoryEvent): JadlogStubEvent => ({
  ...STEPS[event.step],
  data: utcToSaoPauloLocal(event.at).replace('T', ' '),
});

const refuse = (reply: FastifyReply, descricao: string) =>
  reply.code(401).send({ status: 'Não autorizado', erro: { id: -1, descricao } });

/** The key of one `consulta[]` entry: shipmentId, codigo or df.danfe. */
function keyOf(entry: unknown): string {
  const query = (entry ?? {}) as { shipmentId?: unknown; codigo?: unknown; df?: { danfe?: unknown } };
  return String(query.shipmentId ?? query.codigo ?? query.df?.danfe ?? '').trim();
}

/** Shipments the stub does not know: ids starting with 0 (the connection test asks about '0'), bad NF-e keys. */
const unknownKey = (key: string) => !key || key.startsWith('0') || (/^\d{44}$/.test(key) && !isValidNfeKey(key));

/**
 * A local Jadlog Embarcador API (CARRIERS.md §2.4): the Bearer check (401 `{status, erro}`), POST
 * tracking/consultar by shipmentId, codigo or df.danfe, mixing found and 'Não localizado' (id 1)
 * entries, and the shared controls (stories, scripts, faults, log).
 */
export function jadlogStub(options: JadlogStubOptions = {}) {
  const kit = new CarrierStubKit<JadlogStubEvent>({ minutesPerStep: options.minutesPerStep, now: options.now });

  const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/, '').trim();
    if (token && token !== JADLOG_STUB_BAD_TOKEN && token !== JADLOG_STUB_EXPIRED_TOKEN) return true;
    void refuse(reply, token === JADLOG_STUB_EXPIRED_TOKEN ? 'Token expirado' : 'Token inválido');
    return false;
  };

  const entryOf = (key: string) => {
    const events = unknownKey(key) ? null : kit.eventsOf(key, render);
    if (!events) return { codigo: key, erro: { id: 1, descricao: 'Não localizado' } };
    const last = events.at(-1);
    const delivered = last?.status === 'ENTREGUE';
    return {
      codigo: key,
      shipmentId: key,
      tracking: {
        codigo: key,
        shipmentId: key,
        dacte: '41261100000000000191570010000012341000012345',
        status: last?.status ?? 'EMISSAO',
        eventos: events,
        ...(delivered ? { recebedor: { nome: 'MARIA DA SILVA', doc: '***.456.789-**', data: last?.data } } : {}),
      },
    };
  };

  const plugin = async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply) => kit.guard(request, reply));
    app.post('/tracking/consultar', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const consulta = (request.body as { consulta?: unknown } | undefined)?.consulta;
      if (!Array.isArray(consulta) || consulta.length === 0)
        return { status: 'Erro', erro: { id: -1, descricao: 'Informe ao menos uma consulta.' } };
      return { consulta: consulta.map((entry) => entryOf(keyOf(entry))) };
    });
    kit.registerControls(app);
  };

  return { plugin, kit };
}
