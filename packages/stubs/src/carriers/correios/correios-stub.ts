import { randomBytes } from 'node:crypto';
import { isValidCorreiosObjectCode, utcToSaoPauloLocal } from '@despacho/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CarrierStubKit, PerSecondLimit } from '../stub-kit/carrier-stub-kit.js';
import type { StoryEvent, StoryStep } from '../stub-kit/carrier-stub-story.js';
import { type CorreiosStubPostingOptions, correiosStubPostings } from './correios-stub-postings.js';

/** An access code the stub refuses (the connect form's unhappy path); any other pair is accepted. */
export const CORREIOS_STUB_BAD_ACCESS_CODE = 'invalido';
/** Object codes with this service prefix are unknown to the stub's SRO (SRO-020). */
export const CORREIOS_STUB_UNKNOWN_PREFIX = 'XX';
const CONTRACT = '9912345678';
const MAX_OBJECTS = 50;

export interface CorreiosStubOptions extends CorreiosStubPostingOptions {
  minutesPerStep?: number;
  /** Token life (24 h at the Correios). */
  tokenTtlMs?: number;
  /** Token calls per second before 429 (3 at the Correios). */
  tokenPerSecond?: number;
  now?: () => number;
}

/** An SRO `Evento` as the API writes it. */
export interface SroStubEvent {
  codigo: string;
  tipo: string;
  dtHrCriado: string;
  descricao: string;
  detalhe?: string;
  unidade?: { tipo?: string; nome?: string; endereco?: { cidade?: string; uf?: string } };
}

const unit = (tipo: string, cidade: string, uf: string) => ({ tipo, endereco: { cidade, uf } });

/** Each story step in SRO codes (CARRIERS.md §1.9 item 7). */
const STEPS: Record<StoryStep, Omit<SroStubEvent, 'dtHrCriado'>> = {
  posted: {
    codigo: 'PO',
    tipo: '01',
    descricao: 'Objeto postado',
    unidade: unit('Agência dos Correios', 'SAO PAULO', 'SP'),
  },
  in_transit: {
    codigo: 'RO',
    tipo: '01',
    descricao: 'Objeto em transferência - por favor aguarde',
    unidade: unit('Centro de Tratamento', 'CAJAMAR', 'SP'),
  },
  out_for_delivery: {
    codigo: 'OEC',
    tipo: '01',
    descricao: 'Objeto saiu para entrega ao destinatário',
    unidade: unit('Centro de Distribuição Domiciliária', 'CURITIBA', 'PR'),
  },
  failed_attempt: {
    codigo: 'BDE',
    tipo: '20',
    descricao: 'Carteiro não atendido',
    detalhe: 'Entrega não realizada; será feita nova tentativa',
    unidade: unit('Centro de Distribuição Domiciliária', 'CURITIBA', 'PR'),
  },
  delivered: {
    codigo: 'BDE',
    tipo: '01',
    descricao: 'Objeto entregue ao destinatário',
    unidade: unit('Centro de Distribuição Domiciliária', 'CURITIBA', 'PR'),
  },
  returning: {
    codigo: 'FC',
    tipo: '11',
    descricao: 'Objeto será devolvido ao remetente',
    unidade: unit('Centro de Distribuição Domiciliária', 'CURITIBA', 'PR'),
  },
  returned: {
    codigo: 'BDE',
    tipo: '23',
    descricao: 'Objeto entregue ao remetente',
    unidade: unit('Agência dos Correios', 'SAO PAULO', 'SP'),
  },
};

const render = (event: StoryEvent): SroStubEvent => ({
  ...STEPS[event.step],
  dtHrCriado: utcToSaoPauloLocal(event.at),
});

const gatewayError = (reply: FastifyReply, status: number, path: string, message: string): FastifyReply =>
  reply.code(status).send({ msgs: [message], date: new Date().toISOString(), path });

/**
 * A local Correios CWS (CARRIERS.md §1.9): the cartão token (Basic, 24 h, the same token until its
 * last 30 minutes, 3 calls a second), Bearer checks (an expired or unknown token → 401 `msgs`), the
 * SRO single and batch (≤ 50; `resultado` T/P/U; newest event first; `dtHrCriado` without offset;
 * SRO-019 for a bad code, SRO-020 for an unknown one under HTTP 200), pre-postings and their
 * asynchronous label (correios-stub-postings.ts), and the shared controls (stories, scripts, faults,
 * log; POST _expire-tokens ends every token).
 */
export function correiosStub(options: CorreiosStubOptions = {}) {
  const now = options.now ?? Date.now;
  const kit = new CarrierStubKit<SroStubEvent>({ minutesPerStep: options.minutesPerStep, now });
  const tokenLimit = new PerSecondLimit(options.tokenPerSecond ?? 3, now);
  const ttl = options.tokenTtlMs ?? 24 * 3_600_000;
  /** token → its expiry; account (user + cartão) → its current token. */
  const tokens = new Map<string, number>();
  const current = new Map<string, string>();
  let tokensIssued = 0;

  const issueToken = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!tokenLimit.take()) return kit.fail(reply, 429, 1);
    const [scheme, encoded = ''] = (request.headers.authorization ?? '').split(' ');
    const [user = '', accessCode = ''] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
    if (scheme !== 'Basic' || !user || !accessCode || accessCode === CORREIOS_STUB_BAD_ACCESS_CODE)
      return gatewayError(reply, 401, request.url, 'Usuário ou código de acesso inválido.');
    const cartao = String((request.body as { numero?: unknown } | undefined)?.numero ?? '');
    if (!/^\d{10}$/.test(cartao))
      return gatewayError(reply, 400, request.url, 'O número do cartão de postagem deve ter 10 dígitos.');
    const account = `${user}|${cartao}`;
    let token = current.get(account);
    const expiresAt = token ? tokens.get(token) : undefined;
    // Renewal is allowed only in the last 30 minutes: before that the same token comes back.
    if (!token || expiresAt === undefined || now() >= expiresAt - 30 * 60_000) {
      token = `stub.${randomBytes(24).toString('base64url')}`;
      tokens.set(token, now() + ttl);
      current.set(account, token);
      tokensIssued += 1;
    }
    const issued = now();
    return reply.code(201).send({
      token,
      emissao: utcToSaoPauloLocal(issued),
      expiraEm: utcToSaoPauloLocal(tokens.get(token) ?? issued),
      ambiente: 'PRODUCAO',
      perfil: 'PJ',
      cnpj: /^\d{14}$/.test(user) ? user : '34028316000103',
      contrato: { numero: CONTRACT, dr: 20 },
      cartaoPostagem: { numero: cartao, contrato: CONTRACT, dr: 20 },
      apis: [{ api: 34 }, { api: 36 }, { api: 87 }],
    });
  };

  /** The Bearer is one the stub issued and it has not expired; otherwise the gateway's 401. */
  const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const expiresAt = tokens.get(token);
    if (expiresAt !== undefined && now() < expiresAt) return true;
    void gatewayError(reply, 401, request.url, expiresAt === undefined ? 'Token inválido.' : 'Token expirado.');
    return false;
  };

  const objectOf = (rawCode: string, resultado: string) => {
    const code = rawCode.trim().toUpperCase();
    if (!isValidCorreiosObjectCode(code)) return { codObjeto: code, mensagem: 'SRO-019: Objeto inválido' };
    const notFound = { codObjeto: code, mensagem: 'SRO-020: Objeto não encontrado na base de dados dos Correios.' };
    // A pre-posting is not an object handed in: the SRO does not know it until `_posted` (inferred).
    if (code.startsWith(CORREIOS_STUB_UNKNOWN_PREFIX) || postings.notHandedIn(code)) return notFound;
    const events = kit.eventsOf(code, render);
    if (!events) return notFound;
    // Newest first, as the SRO lists them (a scripted list is served as written).
    const listed = kit.isScripted(code) ? events : [...events].reverse();
    const eventos = resultado === 'U' ? listed.slice(0, 1) : resultado === 'P' ? listed.slice(-1) : listed;
    return { codObjeto: code, tipoPostal: { sigla: code.slice(0, 2) }, eventos, modalidade: 'F' };
  };

  const postings = correiosStubPostings({ kit, authorized, gatewayError }, options);

  const plugin = async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply) => kit.guard(request, reply));
    app.post('/token/v1/autentica/cartaopostagem', issueToken);
    await postings.routes(app);
    app.get('/srorastro/v1/objetos', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const query = request.query as { codigosObjetos?: string | string[]; resultado?: string };
      const codes = [query.codigosObjetos ?? []].flat().flatMap((value) => String(value).split(','));
      if (codes.length === 0) return gatewayError(reply, 400, request.url, 'Informe ao menos um código de objeto.');
      if (codes.length > MAX_OBJECTS)
        return gatewayError(reply, 400, request.url, `A consulta aceita no máximo ${MAX_OBJECTS} objetos.`);
      const resultado = query.resultado ?? 'U';
      const objetos = codes.map((code) => objectOf(code, resultado));
      return { versao: '3.5.38', quantidade: objetos.length, tipoResultado: resultado, objetos };
    });
    app.get('/srorastro/v1/objetos/:codigo', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const resultado = (request.query as { resultado?: string }).resultado ?? 'T';
      const objetos = [objectOf((request.params as { codigo: string }).codigo, resultado)];
      return { versao: '3.5.38', quantidade: 1, tipoResultado: resultado, objetos };
    });
    app.post('/_expire-tokens', async () => {
      for (const token of tokens.keys()) tokens.set(token, 0);
      return { ok: true, expired: tokens.size };
    });
    kit.registerControls(app, (key) => ({ tokens_issued: tokensIssued, ...postings.log(key) }));
  };

  return { plugin, kit };
}
