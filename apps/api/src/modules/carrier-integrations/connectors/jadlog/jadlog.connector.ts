import {
  CarrierApiError,
  type CarrierConnector,
  type ConnectorContext,
  type CredentialField,
  type TrackResult,
} from '../carrier-connector.js';
import { type RawCarrierEvent, trackResultOf } from '../carrier-events.js';
import { carrierHttp, carrierMessage } from '../carrier-http.js';
import { nfeKeyIssuer, nfeKeyRefusal } from '../nfe-key.js';
import { jadlogMeaning } from './jadlog-codes.js';
import { JADLOG_DEFAULT_MODALIDADE, JadlogPosting, jadlogTokenOf } from './jadlog-posting.js';

const NAME = 'Jadlog';
const SHIPMENT_ID = /^[A-Za-z0-9]{1,30}$/;

interface JadlogEvent {
  data?: string;
  status?: string;
  unidade?: string;
}

interface JadlogEntry {
  codigo?: unknown;
  shipmentId?: unknown;
  tracking?: {
    shipmentId?: unknown;
    eventos?: JadlogEvent[];
    recebedor?: { nome?: string };
  };
  erro?: { id?: unknown; descricao?: string };
}

const setting = (name: string, label: string, hint?: string): CredentialField => ({
  name,
  label,
  secret: false,
  required: false,
  setting: true,
  ...(hint ? { hint } : {}),
});

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** An NF-e key is asked by `df.danfe` with its issuer's CNPJ (from the key); anything else is a shipmentId. */
export function jadlogQueryOf(key: string): Record<string, unknown> {
  return /^\d{44}$/.test(key)
    ? { df: { danfe: key, cnpjRemetente: nfeKeyIssuer(key), tpDocumento: 2 } }
    : { shipmentId: key };
}

/**
 * Jadlog (Embarcador API, CARRIERS.md §2): the contract's long-lived Bearer token, POST
 * tracking/consultar with several `consulta[]` entries (by shipmentId, or by the NF-e key), each
 * answered with its events or `erro` ('Não localizado', id 1) under HTTP 200.
 */
export class JadlogConnector implements CarrierConnector {
  readonly id = 102;
  readonly slug = 'jadlog';
  readonly name = 'Jadlog';
  readonly source = 'Jadlog' as const;
  readonly credentialFields: readonly CredentialField[] = [
    {
      name: 'token',
      label: 'Token da API Embarcador',
      secret: true,
      required: true,
      hint: 'Fornecido pela Jadlog com o contrato (sem o prefixo Bearer).',
    },
    // The contract's settings for pedido/incluir (CARRIERS.md §2.2): optional, as the Jadlog give them.
    setting(
      'modalidade',
      'Modalidade',
      `Código da modalidade (3 .PACKAGE, 4 RODOVIÁRIO, 0 EXPRESSO…); em branco: ${JADLOG_DEFAULT_MODALIDADE}.`,
    ),
    setting('conta_corrente', 'Conta corrente', 'Informada pela Jadlog no contrato.'),
    setting('contrato', 'Número do contrato'),
    setting('unidade_origem', 'Unidade de origem', 'Código da unidade Jadlog que coleta (cdUnidadeOri).'),
    setting('tipo_coleta', 'Tipo de coleta', 'Como a Jadlog o informou (tpColeta).'),
    setting('tipo_frete', 'Tipo de frete', 'Como a Jadlog o informou (tipoFrete, número).'),
    setting('servico', 'Serviço', 'Como a Jadlog o informou (número).'),
  ];
  readonly posting = new JadlogPosting();
  /** No limit is documented; 20 keys keep one call well inside the time limit. */
  readonly batchSize = 20;
  /** No limit is documented (§9): a cautious pace. */
  readonly callsPerSecond = 5;

  validateKey(key: string): string | null {
    const value = key.trim();
    if (/^\d{44}$/.test(value)) return nfeKeyRefusal(value);
    return SHIPMENT_ID.test(value) ? null : 'Informe o shipmentId da Jadlog ou a chave da NF-e (44 dígitos).';
  }

  async testConnection(context: ConnectorContext): Promise<string> {
    // A query about a shipment that does not exist: any answer but 401/403 proves the token is accepted.
    await this.consult(context, ['0']);
    return 'Conectado à Jadlog: token aceito pela API de rastreio.';
  }

  async track(context: ConnectorContext, keys: readonly string[]): Promise<TrackResult[]> {
    if (keys.length === 0) return [];
    const entries = await this.consult(context, keys);
    return keys.map((key, i) =>
      this.resultOf(key, entries.length === keys.length ? entries[i] : this.find(entries, key)),
    );
  }

  private async consult(context: ConnectorContext, keys: readonly string[]): Promise<JadlogEntry[]> {
    const token = jadlogTokenOf(context.credentials);
    if (!token) throw new CarrierApiError('Jadlog: informe o token da API.', 'auth');
    const response = await carrierHttp(NAME, `${context.baseUrl}/tracking/consultar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      json: { consulta: keys.map((key) => jadlogQueryOf(key.trim())) },
      timeoutMs: context.timeoutMs,
    });
    const body = (response.body ?? {}) as { consulta?: unknown };
    if (!Array.isArray(body.consulta)) {
      const said = carrierMessage(body);
      throw new CarrierApiError(
        said ? `Jadlog: consulta recusada: ${said}` : 'Jadlog: resposta do rastreamento sem a lista de consultas.',
        said ? 'refused' : 'malformed',
      );
    }
    return body.consulta as JadlogEntry[];
  }

  private find(entries: JadlogEntry[], key: string): JadlogEntry | undefined {
    return entries.find((entry) =>
      [entry?.shipmentId, entry?.codigo, entry?.tracking?.shipmentId].map(text).includes(key),
    );
  }

  private resultOf(key: string, entry: JadlogEntry | undefined): TrackResult {
    if (!entry || typeof entry !== 'object')
      return { tracking_key: key, events: [], error: 'Jadlog: a remessa não veio na resposta do rastreamento.' };
    if (entry.erro || !entry.tracking)
      return {
        tracking_key: key,
        events: [],
        error: `Jadlog: ${text(entry.erro?.descricao) || 'remessa sem rastreamento.'}`,
      };
    const receiver = text(entry.tracking.recebedor?.nome);
    const raws: RawCarrierEvent[] = (entry.tracking.eventos ?? []).map((event) => {
      const status = text(event.status);
      const delivered = jadlogMeaning(status).state === 'delivered';
      return {
        code: status,
        description: delivered && receiver ? `${status} – recebido por ${receiver}` : status,
        place: text(event.unidade) || null,
        rawTime: text(event.data),
      };
    });
    return trackResultOf(this.source, key, raws, jadlogMeaning);
  }
}
