import { CarrierApiError, type CarrierCredentials, type ConnectorContext } from '../carrier-connector.js';
import { carrierHttp } from '../carrier-http.js';
import type { CarrierPosting, PostingParty, PostingRequest, PrePosting } from '../carrier-posting.js';

const NAME = 'Jadlog';
/** .PACKAGE (CARRIERS.md §2.2); the connection's `modalidade` overrides it. */
export const JADLOG_DEFAULT_MODALIDADE = '3';
/** The duplicate answer's text names the first request: '… Solicitacao de coleta: 12345'. */
const DUPLICATE_CODE = /coleta:?\s*(\d+)/i;

interface JadlogAnswer {
  status?: unknown;
  codigo?: unknown;
  shipmentId?: unknown;
  erro?: { id?: unknown; descricao?: unknown; detalhe?: unknown };
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
/** A number the connection typed (contrato, tipo de frete), or null when blank or not a number. */
const numberOr = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value) : null);

export const jadlogTokenOf = (credentials: CarrierCredentials) =>
  (credentials.token ?? '').replace(/^Bearer\s+/i, '').trim();

function partyOf(party: PostingParty) {
  const { address } = party;
  const phone = digits(party.phone);
  return {
    nome: party.name.slice(0, 60),
    cnpjCpf: digits(party.tax_id),
    endereco: address.street,
    numero: address.number || 'S/N',
    compl: address.complement ?? '',
    bairro: address.neighborhood,
    cidade: address.city,
    uf: address.state,
    cep: digits(address.zip),
    fone: phone.length === 11 ? '' : phone,
    cel: phone.length === 11 ? phone : '',
    email: party.email ?? '',
    contato: party.name.slice(0, 60),
  };
}

/**
 * The `pedido/incluir` body of §2.2 for one package: `pedido` is the idempotency key (Jadlog refuses a
 * repeated one with erro -2), the NF-e in `dfe` (tpDocumento 2) or a declaration (0) without one, the
 * package in `volume` (kg, cm), and the contract's settings from the connection.
 */
export function jadlogOrderBody(request: PostingRequest, credentials: CarrierCredentials) {
  const { package: box, invoice } = request;
  const modalidade = request.service_code || credentials.modalidade || JADLOG_DEFAULT_MODALIDADE;
  return {
    conteudo: (box.content.trim() || `Pedido ${request.order_reference}`).slice(0, 80),
    pedido: [request.idempotency_key],
    totPeso: box.weight_kg,
    totValor: invoice.value,
    obs: `Pedido ${request.order_reference} · volume ${box.n}/${box.of}`.slice(0, 80),
    modalidade: Number(modalidade),
    contaCorrente: credentials.conta_corrente || null,
    tpColeta: credentials.tipo_coleta || null,
    tipoFrete: numberOr(credentials.tipo_frete),
    cdUnidadeOri: credentials.unidade_origem || null,
    cdUnidadeDes: null,
    cdPickupOri: null,
    cdPickupDes: null,
    nrContrato: numberOr(credentials.contrato),
    servico: numberOr(credentials.servico),
    shipmentId: null,
    vlColeta: null,
    rem: partyOf(request.sender),
    des: partyOf(request.recipient),
    dfe: [
      invoice.key
        ? {
            danfeCte: invoice.key,
            nrDoc: invoice.number,
            serie: invoice.series,
            cfop: null,
            tpDocumento: 2,
            valor: invoice.value,
          }
        : { danfeCte: null, nrDoc: 'DECLARACAO', serie: null, cfop: null, tpDocumento: 0, valor: box.declared_value },
    ],
    volume: [
      {
        altura: box.height_cm,
        comprimento: box.length_cm,
        largura: box.width_cm,
        peso: box.weight_kg,
        identificador: `${request.order_reference}-${box.n}`,
      },
    ],
  };
}

const refusal = (what: string, erro: JadlogAnswer['erro']) =>
  new CarrierApiError(
    `Jadlog recusou ${what}: ${[text(erro?.descricao), text(erro?.detalhe)].filter(Boolean).join(' – ') || 'sem motivo informado.'}`,
    'refused',
  );

/**
 * Pre-posting with the Jadlog Embarcador API (CARRIERS.md §2.2): `pedido/incluir` once per package,
 * a repeated key answered erro -2 naming the first request's codigo, whose shipmentId comes from
 * `tracking/consultar {codigo}`; `pedido/cancelar {shipmentId}`. Jadlog prints no label (§2.3):
 * Despacho draws its own.
 */
export class JadlogPosting implements CarrierPosting {
  async prePost(context: ConnectorContext, request: PostingRequest): Promise<PrePosting> {
    const answer = await this.post(context, 'pedido/incluir', jadlogOrderBody(request, context.credentials));
    if (!answer.erro) {
      const [codigo, shipmentId] = [text(answer.codigo), text(answer.shipmentId)];
      if (!codigo || !shipmentId)
        throw new CarrierApiError('Jadlog: resposta da inclusão sem codigo ou shipmentId.', 'malformed');
      return { posting_id: codigo, tracking_number: shipmentId };
    }
    const codigo = text(answer.erro.id) === '-2' ? DUPLICATE_CODE.exec(text(answer.erro.descricao))?.[1] : undefined;
    if (!codigo) throw refusal(`o pedido ${request.order_reference}`, answer.erro);
    return { posting_id: codigo, tracking_number: await this.shipmentIdOf(context, codigo) };
  }

  async cancel(context: ConnectorContext, posting: PrePosting): Promise<void> {
    const answer = await this.post(context, 'pedido/cancelar', { shipmentId: posting.tracking_number });
    // Already cancelled counts as done; any other erro (unknown, already collected) is Jadlog's reason.
    if (answer.erro && !/cancelad/i.test(text(answer.erro.descricao)))
      throw refusal(`o cancelamento da remessa ${posting.tracking_number}`, answer.erro);
  }

  /** The shipmentId of a pickup request the duplicate answer named. */
  private async shipmentIdOf(context: ConnectorContext, codigo: string): Promise<string> {
    const answer = (await this.post(context, 'tracking/consultar', { consulta: [{ codigo }] })) as {
      consulta?: { shipmentId?: unknown; tracking?: { shipmentId?: unknown } }[];
    };
    const entry = Array.isArray(answer.consulta) ? answer.consulta[0] : undefined;
    const shipmentId = text(entry?.shipmentId ?? entry?.tracking?.shipmentId);
    if (!shipmentId)
      throw new CarrierApiError(`Jadlog: a coleta ${codigo} já incluída não trouxe o shipmentId.`, 'malformed');
    return shipmentId;
  }

  private async post(context: ConnectorContext, path: string, json: unknown): Promise<JadlogAnswer> {
    const token = jadlogTokenOf(context.credentials);
    if (!token) throw new CarrierApiError('Jadlog: informe o token da API.', 'auth');
    const response = await carrierHttp(NAME, `${context.baseUrl}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      json,
      timeoutMs: context.timeoutMs,
    });
    return (response.body ?? {}) as JadlogAnswer;
  }
}
