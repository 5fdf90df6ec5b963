import { randomBytes, randomInt } from 'node:crypto';
import { correiosCheckDigit } from '@despacho/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CarrierStubKit } from '../stub-kit/carrier-stub-kit.js';
import { type StubLabel, stubLabelPdf } from './correios-stub-label.js';

/** The contract's services in the stub (codigoServico → object-code prefix); any other is 'API restrita'. */
const SERVICES: Readonly<Record<string, string>> = {
  '03220': 'SX', // SEDEX contrato
  '04162': 'SX', // SEDEX contrato (C4's example)
  '03298': 'PG', // PAC contrato
  '04669': 'PG', // PAC contrato
};

/** The statuses of the list API (§1.3) the stub moves through. */
type Status = 'PREPOSTADO' | 'POSTADO' | 'CANCELADO';
const STATUS_CODE: Record<Status, number> = { PREPOSTADO: 1, POSTADO: 2, CANCELADO: 5 };

interface Party {
  nome?: string;
  obs?: string;
  endereco?: Record<string, string | undefined>;
}

interface StubPrePosting {
  id: string;
  codigoObjeto: string;
  codigoServico: string;
  status: Status;
  remetente: Party;
  destinatario: Party;
  pesoInformado: string;
}

export interface CorreiosStubPostingOptions {
  /** Label downloads answered PPN-291 (still processing) before the PDF (2). */
  labelPendingReads?: number;
  /** Heaviest package a service takes, in grams (30 000: SEDEX and PAC). */
  maxWeightGrams?: number;
}

/** The stub's tools the routes share with the tracking half. */
export interface CorreiosStubTools {
  kit: Pick<CarrierStubKit<unknown>, 'onReset'>;
  authorized(request: FastifyRequest, reply: FastifyReply): boolean;
  gatewayError(reply: FastifyReply, status: number, path: string, message: string): FastifyReply;
}

const CEP = /^\d{8}$/;
/** No CEP starts with 00; the stub's 'CEP inexistente'. */
const badCep = (cep: unknown) => typeof cep !== 'string' || !CEP.test(cep) || cep.startsWith('00');

const stubLabelOf = (posting: StubPrePosting): StubLabel => ({
  code: posting.codigoObjeto,
  service: posting.codigoServico,
  recipient: { nome: posting.destinatario.nome ?? '', endereco: posting.destinatario.endereco ?? {} },
  sender: { nome: posting.remetente.nome ?? '', endereco: posting.remetente.endereco ?? {} },
});

/**
 * The pre-posting half of the Correios stub (CARRIERS.md §1.9 items 3–5): create (object codes with a
 * valid check digit, unique in this stub; refusals 'API restrita' for a service outside the contract,
 * a bad CEP, a weight over the service's limit, PPN-347 without NF-e nor content declaration), the
 * v2 list (newest first, filtered by status or object code), cancel (a second cancel or one after
 * POSTADO → 400), and the asynchronous label (PPN-291 for the first downloads, then a real 10×15 PDF
 * per pre-posting; PPN-295/297 on demand). Its `_log` part lists every pre-posting with the key the
 * connector put in `destinatario.obs`, so a bench counts pre-postings per key.
 */
export function correiosStubPostings(tools: CorreiosStubTools, options: CorreiosStubPostingOptions = {}) {
  const { kit, authorized, gatewayError } = tools;
  const config = {
    labelPendingReads: options.labelPendingReads ?? 2,
    maxWeightGrams: options.maxWeightGrams ?? 30_000,
    labelFailure: null as string | null,
  };
  const postings = new Map<string, StubPrePosting>();
  const labels = new Map<string, { ids: string[]; left: number; failure: string | null; pdf?: Buffer }>();
  const counters = { created: 0, refused: 0, cancelled: 0, labels_requested: 0, labels_downloaded: 0 };
  // Object codes count up from a random serial: unique per stub instance, valid check digit (§1.6).
  let serial = randomInt(10_000_000, 90_000_000);
  kit.onReset(() => {
    postings.clear();
    labels.clear();
    Object.assign(counters, { created: 0, refused: 0, cancelled: 0, labels_requested: 0, labels_downloaded: 0 });
    Object.assign(config, {
      labelPendingReads: options.labelPendingReads ?? 2,
      maxWeightGrams: options.maxWeightGrams ?? 30_000,
      labelFailure: null,
    });
  });

  const view = (posting: StubPrePosting) => ({
    id: posting.id,
    codigoObjeto: posting.codigoObjeto,
    codigoServico: posting.codigoServico,
    statusAtual: STATUS_CODE[posting.status],
    descStatusAtual: posting.status,
    remetente: posting.remetente,
    destinatario: posting.destinatario,
    pesoInformado: posting.pesoInformado,
    tipoRotulo: 'P',
    modalidadePagamento: '2',
  });

  /** The reason the Correios refuse a create body, or null. */
  const refusalOf = (body: Record<string, unknown>): [number, string] | null => {
    const service = String(body.codigoServico ?? '');
    if (!SERVICES[service])
      return [403, `API restrita: o serviço ${service || '(vazio)'} não pertence ao contrato do cartão.`];
    const to = (body.destinatario ?? {}) as Party;
    const from = (body.remetente ?? {}) as Party;
    if (badCep(to.endereco?.cep)) return [400, `CEP do destinatário inválido: ${to.endereco?.cep ?? '(vazio)'}.`];
    if (badCep(from.endereco?.cep)) return [400, `CEP do remetente inválido: ${from.endereco?.cep ?? '(vazio)'}.`];
    const grams = Number(body.pesoInformado);
    if (!Number.isFinite(grams) || grams <= 0) return [400, 'Informe o peso do objeto em gramas.'];
    if (grams > config.maxWeightGrams)
      return [400, `Peso informado (${grams} g) acima do limite do serviço ${service} (${config.maxWeightGrams} g).`];
    const declared = Array.isArray(body.itensDeclaracaoConteudo) && body.itensDeclaracaoConteudo.length > 0;
    if (!body.chaveNFe && !declared)
      return [400, 'PPN-347: Objeto sem nota fiscal: informe a chave da NF-e ou a declaração de conteúdo.'];
    return null;
  };

  const routes = async (app: FastifyInstance) => {
    app.post('/prepostagem/v1/prepostagens', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const refusal = refusalOf(body);
      if (refusal) {
        counters.refused += 1;
        return gatewayError(reply, refusal[0], request.url, refusal[1]);
      }
      serial += 1;
      const digits = String(serial);
      const service = String(body.codigoServico);
      const posting: StubPrePosting = {
        id: `PR${randomBytes(16).toString('base64url')}`,
        codigoObjeto: `${SERVICES[service]}${digits}${correiosCheckDigit(digits)}BR`,
        codigoServico: service,
        status: 'PREPOSTADO',
        remetente: body.remetente as Party,
        destinatario: body.destinatario as Party,
        pesoInformado: String(body.pesoInformado),
      };
      postings.set(posting.id, posting);
      counters.created += 1;
      return reply.code(200).send({ ...view(posting), prazoPostagem: new Date(Date.now() + 7 * 86_400_000) });
    });

    app.get('/prepostagem/v2/prepostagens', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const query = request.query as { status?: string; codigoObjeto?: string; page?: string; size?: string };
      const size = Math.min(Math.max(Number(query.size) || 50, 1), 100);
      const page = Math.max(Number(query.page) || 0, 0);
      const matching = [...postings.values()]
        .reverse()
        .filter((posting) => !query.status || posting.status === query.status)
        .filter((posting) => !query.codigoObjeto || posting.codigoObjeto === query.codigoObjeto.toUpperCase());
      return {
        content: matching.slice(page * size, (page + 1) * size).map(view),
        page: { size, number: page, totalElements: matching.length, totalPages: Math.ceil(matching.length / size) },
      };
    });

    app.delete('/prepostagem/v1/prepostagens/:id', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const posting = postings.get((request.params as { id: string }).id);
      if (!posting) return gatewayError(reply, 404, request.url, 'Pré-postagem não encontrada.');
      if (posting.status === 'CANCELADO') return gatewayError(reply, 400, request.url, 'Pré-postagem já cancelada.');
      if (posting.status === 'POSTADO')
        return gatewayError(reply, 400, request.url, 'Objeto já postado: a pré-postagem não pode ser cancelada.');
      posting.status = 'CANCELADO';
      counters.cancelled += 1;
      return view(posting);
    });

    // Labels are asynchronous only (§1.4): a receipt, then PPN-291 until the PDF is ready.
    app.post('/prepostagem/v1/prepostagens/rotulo/assincrono/pdf', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const ids = (request.body as { idsPrePostagem?: unknown } | undefined)?.idsPrePostagem;
      if (!Array.isArray(ids) || ids.length === 0)
        return gatewayError(reply, 400, request.url, 'PPN-215: Informe ao menos uma pré-postagem.');
      const unknown = ids.map(String).find((id) => postings.get(id)?.status !== 'PREPOSTADO');
      if (unknown !== undefined)
        return gatewayError(reply, 400, request.url, `Pré-postagem ${unknown} não encontrada ou não está PREPOSTADO.`);
      const receipt = randomBytes(9).toString('hex');
      labels.set(receipt, { ids: ids.map(String), left: config.labelPendingReads, failure: config.labelFailure });
      counters.labels_requested += 1;
      return { idRecibo: receipt };
    });

    app.get('/prepostagem/v1/prepostagens/rotulo/download/assincrono/:receipt', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const receipt = (request.params as { receipt: string }).receipt;
      const label = labels.get(receipt);
      if (!label) return gatewayError(reply, 404, request.url, 'PPN-296: Recibo não encontrado.');
      if (label.left > 0) {
        label.left -= 1;
        return gatewayError(reply, 400, request.url, 'PPN-291: O rótulo ainda está sendo processado.');
      }
      if (label.failure) return gatewayError(reply, 400, request.url, label.failure);
      label.pdf ??= await stubLabelPdf(label.ids.map((id) => stubLabelOf(postings.get(id) as StubPrePosting)));
      counters.labels_downloaded += 1;
      return { nome: `rotulo-${receipt}.pdf`, dados: label.pdf.toString('base64') };
    });

    /** Stub only: the next labels' pending reads and failure ('PPN-295: …'), the weight limit. */
    app.post('/_posting-config', async (request) => {
      const body = (request.body ?? {}) as {
        label_pending_reads?: number;
        label_failure?: string | null;
        max_weight_grams?: number;
      };
      if (typeof body.label_pending_reads === 'number') config.labelPendingReads = body.label_pending_reads;
      if (body.label_failure !== undefined) config.labelFailure = body.label_failure;
      if (typeof body.max_weight_grams === 'number') config.maxWeightGrams = body.max_weight_grams;
      return { ...config };
    });

    /** Stub only: the object was handed in at an agency (a later cancel is refused). */
    app.post('/_posted', async (request) => {
      const code = String((request.body as { codigoObjeto?: unknown } | undefined)?.codigoObjeto ?? '');
      const posting = [...postings.values()].find((item) => item.codigoObjeto === code);
      if (posting) posting.status = 'POSTADO';
      return { ok: Boolean(posting) };
    });
  };

  /** The `_log` part: counters, and every pre-posting with its key (`?key=` counts that key's). */
  const log = (key: string | undefined) => {
    const all = [...postings.values()].map((posting) => ({
      id: posting.id,
      codigoObjeto: posting.codigoObjeto,
      key: posting.destinatario.obs ?? null,
      status: posting.status,
    }));
    return {
      prepostagens: { ...counters, list: all },
      ...(key ? { prepostagens_for_key: all.filter((posting) => posting.key === key).length } : {}),
    };
  };

  /** A code this stub pre-posted that was never handed in (PREPOSTADO or CANCELADO): unknown to the SRO. */
  const notHandedIn = (code: string): boolean =>
    [...postings.values()].some((posting) => posting.codigoObjeto === code && posting.status !== 'POSTADO');

  return { routes, log, notHandedIn };
}
