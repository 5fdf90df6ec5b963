import { isValidCorreiosObjectCode } from '@despacho/domain';
import { CarrierApiError, type ConnectorContext } from '../carrier-connector.js';
import { carrierHttp } from '../carrier-http.js';
import type {
  CarrierLabelDownload,
  CarrierPosting,
  PostingParty,
  PostingRequest,
  PrePosting,
} from '../carrier-posting.js';

const NAME = 'Correios';
/** SEDEX in the 3rd-party examples (CARRIERS.md §1.3); the connection's `codigo_servico` overrides it. */
export const CORREIOS_DEFAULT_SERVICE = '03220';
/** The list API's page size (its default, §1.1). */
const PAGE_SIZE = 50;
/**
 * Pages of the newest pre-postings searched for a key before creating: a retry follows its first
 * attempt within minutes, so 1 000 pre-postings back is far more than a run makes in between.
 */
const LOOKUP_PAGES = 20;
/** A label PDF of many pre-postings is bigger than a tracking answer. */
const LABEL_MAX_BYTES = 32 * 1024 * 1024;

/** Calls `call` with the cartão token, renewing it once when the Correios refuse it before its time. */
export type WithCorreiosToken = <T>(context: ConnectorContext, call: (token: string) => Promise<T>) => Promise<T>;

interface CorreiosPrePosting {
  id?: unknown;
  codigoObjeto?: unknown;
  statusAtual?: unknown;
  descStatusAtual?: unknown;
  destinatario?: { obs?: unknown };
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
/** Centimetres as the Correios take them: whole, at least 1. */
const cm = (value: number) => String(Math.max(1, Math.ceil(value)));

/** `dddTelefone`/`telefone`, or the mobile fields for an 11-digit number (area code + 9 digits). */
function phoneOf(phone: string | null): Record<string, string> {
  const number = digits(phone);
  if (number.length < 10) return {};
  const [ddd, rest] = [number.slice(0, 2), number.slice(2)];
  return rest.length === 9 ? { dddCelular: ddd, celular: rest } : { dddTelefone: ddd, telefone: rest };
}

function personOf(party: PostingParty, obs?: string) {
  const { address } = party;
  return {
    nome: party.name.slice(0, 50),
    cpfCnpj: digits(party.tax_id),
    ...phoneOf(party.phone),
    ...(party.email ? { email: party.email } : {}),
    ...(obs ? { obs } : {}),
    endereco: {
      cep: digits(address.zip),
      logradouro: address.street,
      numero: address.number || 'S/N',
      complemento: address.complement ?? '',
      bairro: address.neighborhood,
      cidade: address.city,
      uf: address.state,
    },
  };
}

/** The create body of §1.3; the idempotency key travels in `destinatario.obs`, where the list API shows it back. */
export function prePostingBody(request: PostingRequest, service: string, cartao: string) {
  const { package: box, invoice } = request;
  const fiscal = invoice.key
    ? { chaveNFe: invoice.key, ...(invoice.number ? { numeroNotaFiscal: invoice.number } : {}) }
    : box.content.trim()
      ? {
          itensDeclaracaoConteudo: [
            { conteudo: box.content.trim().slice(0, 80), quantidade: '1', valor: box.declared_value.toFixed(2) },
          ],
        }
      : // Neither an NF-e nor a content: the Correios refuse it (PPN-347) with their own words.
        {};
  return {
    codigoServico: service,
    numeroCartaoPostagem: cartao,
    remetente: personOf(request.sender),
    destinatario: personOf(request.recipient, request.idempotency_key),
    ...fiscal,
    pesoInformado: String(Math.max(1, Math.round(box.weight_kg * 1000))),
    alturaInformada: cm(box.height_cm),
    larguraInformada: cm(box.width_cm),
    comprimentoInformado: cm(box.length_cm),
    diametroInformado: '0',
    codigoFormatoObjetoInformado: '2',
    cienteObjetoNaoProibido: 1,
    solicitarColeta: 'N',
    logisticaReversa: 'N',
  };
}

function prePostingOf(answer: CorreiosPrePosting | undefined): PrePosting {
  const id = text(answer?.id);
  const code = text(answer?.codigoObjeto).toUpperCase();
  if (!id || !isValidCorreiosObjectCode(code))
    throw new CarrierApiError(
      'Correios: resposta da pré-postagem sem id ou com código de objeto inválido.',
      'malformed',
    );
  return { posting_id: id, tracking_number: code };
}

const statusOf = (entry: CorreiosPrePosting) => text(entry.descStatusAtual ?? entry.statusAtual).toUpperCase();

/** The page's items: Spring's paged model (`content`) or the `itens` some Correios lists use. */
function itemsOf(body: unknown): { items: CorreiosPrePosting[]; last: boolean } {
  const page = (body ?? {}) as { content?: unknown; itens?: unknown; page?: { number?: number; totalPages?: number } };
  const items = Array.isArray(page.content) ? page.content : Array.isArray(page.itens) ? page.itens : null;
  if (!items) throw new CarrierApiError('Correios: resposta da lista de pré-postagens sem itens.', 'malformed');
  const { number, totalPages } = page.page ?? {};
  const last =
    items.length < PAGE_SIZE ||
    (typeof number === 'number' && typeof totalPages === 'number' && number + 1 >= totalPages);
  return { items: items as CorreiosPrePosting[], last };
}

/** A refusal that names the carrier's reason, for the order's failure. */
const refused = (what: string, error: CarrierApiError) =>
  new CarrierApiError(
    `Correios recusou ${what}: ${error.message.replace(/^Correios: [^:]*\(HTTP \d+\):? ?/, '')}`,
    'refused',
  );

/**
 * Pre-posting and the asynchronous label of the Correios CWS (CARRIERS.md §1.3–1.4), with the
 * connector's cartão token. Idempotent by the key in `destinatario.obs`: before creating, the newest
 * pre-postings still PREPOSTADO are searched for it and the first one is answered again.
 */
export class CorreiosPosting implements CarrierPosting {
  constructor(private readonly withToken: WithCorreiosToken) {}

  async prePost(context: ConnectorContext, request: PostingRequest): Promise<PrePosting> {
    const existing = await this.find(context, request.idempotency_key);
    if (existing) return existing;
    const service = request.service_code || context.credentials.codigo_servico || CORREIOS_DEFAULT_SERVICE;
    const body = prePostingBody(request, service, context.credentials.cartao_postagem ?? '');
    const response = await this.call(context, '/prepostagem/v1/prepostagens', { method: 'POST', json: body }).catch(
      (error: unknown) => {
        if (!(error instanceof CarrierApiError)) throw error;
        // A service outside the contract is 'API restrita' (403): the connection's service code, not its credentials.
        if (error.kind === 'refused' || /API restrita/i.test(error.message))
          throw refused(`a pré-postagem (serviço ${service})`, error);
        throw error;
      },
    );
    return prePostingOf(response as CorreiosPrePosting);
  }

  async cancel(context: ConnectorContext, posting: PrePosting): Promise<void> {
    const path = `/prepostagem/v1/prepostagens/${encodeURIComponent(posting.posting_id)}`;
    try {
      await this.call(context, path, { method: 'DELETE' });
    } catch (error) {
      if (!(error instanceof CarrierApiError) || error.kind !== 'refused') throw error;
      // Refused: already cancelled counts as done; posted (or anything else) is the carrier's reason.
      const query = new URLSearchParams({ codigoObjeto: posting.tracking_number });
      const { items } = itemsOf(await this.call(context, `/prepostagem/v2/prepostagens?${query.toString()}`));
      if (items.some((item) => text(item.id) === posting.posting_id && statusOf(item) === 'CANCELADO')) return;
      throw refused(`o cancelamento da pré-postagem ${posting.tracking_number}`, error);
    }
  }

  async requestLabel(context: ConnectorContext, postingIds: readonly string[]): Promise<string> {
    const answer = (await this.call(context, '/prepostagem/v1/prepostagens/rotulo/assincrono/pdf', {
      method: 'POST',
      json: {
        idsPrePostagem: postingIds,
        numeroCartaoPostagem: context.credentials.cartao_postagem,
        tipoRotulo: 'P',
        formatoRotulo: 'ET',
        imprimeRemetente: 'S',
        layoutImpressao: 'PADRAO',
      },
    }).catch((error: unknown) => {
      throw error instanceof CarrierApiError && error.kind === 'refused' ? refused('o pedido de rótulo', error) : error;
    })) as { idRecibo?: unknown };
    const receipt = text(answer?.idRecibo);
    if (!receipt) throw new CarrierApiError('Correios: resposta do pedido de rótulo sem idRecibo.', 'malformed');
    return receipt;
  }

  async downloadLabel(context: ConnectorContext, receipt: string): Promise<CarrierLabelDownload> {
    const path = `/prepostagem/v1/prepostagens/rotulo/download/assincrono/${encodeURIComponent(receipt)}`;
    let answer: { dados?: unknown };
    try {
      answer = (await this.call(context, path, { maxBytes: LABEL_MAX_BYTES })) as { dados?: unknown };
    } catch (error) {
      if (!(error instanceof CarrierApiError)) throw error;
      if (/PPN-291/.test(error.message)) return { ready: false };
      // PPN-295/297: the Correios could not make the PDF, whatever HTTP status carried it.
      if (error.kind === 'refused' || /PPN-29[57]/.test(error.message)) throw refused('o rótulo', error);
      throw error;
    }
    const pdf = Buffer.from(text(answer?.dados), 'base64');
    if (pdf.subarray(0, 4).toString('latin1') !== '%PDF')
      throw new CarrierApiError('Correios: o rótulo baixado não é um PDF.', 'malformed');
    return { ready: true, pdf };
  }

  /** The first pre-posting still PREPOSTADO whose `destinatario.obs` is the key, newest pages first. */
  private async find(context: ConnectorContext, key: string): Promise<PrePosting | null> {
    for (let page = 0; page < LOOKUP_PAGES; page += 1) {
      const query = new URLSearchParams({ status: 'PREPOSTADO', page: String(page), size: String(PAGE_SIZE) });
      const { items, last } = itemsOf(await this.call(context, `/prepostagem/v2/prepostagens?${query.toString()}`));
      const found = items.find((item) => text(item.destinatario?.obs) === key && statusOf(item) === 'PREPOSTADO');
      if (found) return prePostingOf(found);
      if (last) return null;
    }
    return null;
  }

  private call(
    context: ConnectorContext,
    path: string,
    options: { method?: 'GET' | 'POST' | 'DELETE'; json?: unknown; maxBytes?: number } = {},
  ): Promise<unknown> {
    return this.withToken(context, async (token) => {
      const response = await carrierHttp(NAME, `${context.baseUrl}${path}`, {
        ...options,
        headers: { authorization: `Bearer ${token}` },
        timeoutMs: context.timeoutMs,
      });
      return response.body;
    });
  }
}
