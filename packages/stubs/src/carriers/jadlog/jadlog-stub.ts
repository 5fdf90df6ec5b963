import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidNfeKey, utcToSaoPauloLocal } from '@despacho/domain';
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

/** The modalidades of §2.2; any other is refused as not contracted. */
const MODALIDADES = new Set([0, 3, 4, 5, 6, 7, 9, 10, 12, 14, 40]);

interface StubOrder {
  key: string;
  codigo: string;
  shipmentId: string;
  cancelled: boolean;
}

const erro = (id: number, descricao: string) => ({ status: 'Erro', erro: { id, descricao } });

/** Why the stub refuses an incluir body, or null (a missing or malformed `des.cep`, §2.4; the modalidade). */
function refusalOf(body: Record<string, unknown>): string | null {
  const pedido = body.pedido;
  if (!Array.isArray(pedido) || !String(pedido[0] ?? '').trim()) return 'Informe o número do pedido.';
  const cep = String((body.des as { cep?: unknown } | undefined)?.cep ?? '');
  if (!/^\d{8}$/.test(cep) || cep.startsWith('00')) return `CEP do destinatário inválido: ${cep || '(vazio)'}.`;
  if (!MODALIDADES.has(Number(body.modalidade))) return `Modalidade ${String(body.modalidade)} não contratada.`;
  if (!Array.isArray(body.volume) || body.volume.length === 0) return 'Informe ao menos um volume.';
  return null;
}

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
 * entries; pedido/incluir (a repeated `pedido[0]` → erro -2 naming the first codigo, a bad `des.cep`
 * or modalidade → erro, all under HTTP 200) and pedido/cancelar; and the shared controls (stories,
 * scripts, faults, log; the log lists every pickup request with its `pedido` key).
 */
export function jadlogStub(options: JadlogStubOptions = {}) {
  const kit = new CarrierStubKit<JadlogStubEvent>({ minutesPerStep: options.minutesPerStep, now: options.now });
  /** Active pickup requests by `pedido[0]`, and every one ever made (by codigo). */
  const active = new Map<string, StubOrder>();
  const orders = new Map<string, StubOrder>();
  const counters = { created: 0, duplicates: 0, refused: 0, cancelled: 0 };
  // Codigos and shipmentIds count up from random numbers: unique per stub, never starting with 0.
  let serial = randomInt(100_000_000, 900_000_000);
  kit.onReset(() => {
    active.clear();
    orders.clear();
    Object.assign(counters, { created: 0, duplicates: 0, refused: 0, cancelled: 0 });
  });

  const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/, '').trim();
    if (token && token !== JADLOG_STUB_BAD_TOKEN && token !== JADLOG_STUB_EXPIRED_TOKEN) return true;
    void refuse(reply, token === JADLOG_STUB_EXPIRED_TOKEN ? 'Token expirado' : 'Token inválido');
    return false;
  };

  const entryOf = (asked: string) => {
    // A pickup request's codigo answers its shipment (the connector reads the shipmentId back so).
    const key = orders.get(asked)?.shipmentId ?? asked;
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
    app.post('/pedido/incluir', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const refusal = refusalOf(body);
      if (refusal) {
        counters.refused += 1;
        return erro(-1, refusal);
      }
      const key = String((body.pedido as unknown[])[0]).trim();
      const first = active.get(key);
      if (first) {
        counters.duplicates += 1;
        return erro(-2, `O pedido ${key} já foi enviado. Solicitacao de coleta: ${first.codigo}`);
      }
      serial += 2;
      const order = { key, codigo: String(serial), shipmentId: String(serial + 1), cancelled: false };
      active.set(key, order);
      orders.set(order.codigo, order);
      counters.created += 1;
      return { status: 'Pedido de coleta enviado', codigo: order.codigo, shipmentId: order.shipmentId };
    });
    app.post('/pedido/cancelar', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const body = (request.body ?? {}) as { shipmentId?: unknown; codigo?: unknown };
      const order = [...orders.values()].find(
        (item) => item.shipmentId === String(body.shipmentId ?? '') || item.codigo === String(body.codigo ?? ''),
      );
      if (!order) return erro(-1, 'Pedido de coleta não localizado.');
      if (order.cancelled) return erro(-3, 'Pedido de coleta já cancelado.');
      order.cancelled = true;
      active.delete(order.key);
      counters.cancelled += 1;
      return { status: 'Pedido de coleta cancelado' };
    });
    kit.registerControls(app, (key) => {
      const list = [...orders.values()].map(({ key: pedido, codigo, shipmentId, cancelled }) => ({
        key: pedido,
        codigo,
        shipmentId,
        status: cancelled ? 'CANCELADO' : 'ENVIADO',
      }));
      return {
        pedidos: { ...counters, list },
        ...(key ? { pedidos_for_key: list.filter((order) => order.key === key).length } : {}),
      };
    });
  };

  return { plugin, kit };
}
