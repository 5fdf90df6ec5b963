import { isValidCnpj, onlyDigits } from '@despacho/domain';
import {
  CarrierApiError,
  type CarrierConnector,
  type ConnectorContext,
  type CredentialField,
  type TrackResult,
} from '../carrier-connector.js';
import { type RawCarrierEvent, trackResultOf } from '../carrier-events.js';
import { carrierHttp } from '../carrier-http.js';
import { nfeKeyRefusal, probeNfeKey } from '../nfe-key.js';
import { sswCodeOf, sswMeaning } from './ssw-codes.js';

const NAME = 'SSW';

interface SswEvent {
  data_hora?: string;
  cidade?: string;
  filial?: string;
  ocorrencia?: string;
  descricao?: string;
  codigo_ssw?: unknown;
  nome_recebedor?: string;
}

interface SswAnswer {
  success?: unknown;
  message?: unknown;
  documento?: { tracking?: SswEvent[] };
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

function rawEvent(event: SswEvent): RawCarrierEvent {
  const ocorrencia = text(event.ocorrencia);
  // The code is the '(NN)' of the text (S2); codigo_ssw where the text has none.
  const code = sswCodeOf(ocorrencia) ?? (text(event.codigo_ssw) || ocorrencia);
  const receiver = text(event.nome_recebedor);
  return {
    code,
    description: [ocorrencia, text(event.descricao), receiver ? `recebido por ${receiver}` : '']
      .filter(Boolean)
      .join(' – '),
    place: text(event.cidade) || text(event.filial) || null,
    rawTime: text(event.data_hora),
  };
}

/**
 * SSW (the TMS of many regional carriers, CARRIERS.md §3): the public POST /api/trackingdanfe with
 * one NF-e key per call, no credentials; every refusal is HTTP 200 `success:false` with a `message`.
 * The carrier's texts are kept raw (carriers customise them); the code is the '(NN)' at their end.
 */
export class SswConnector implements CarrierConnector {
  readonly id = 103;
  readonly slug = 'ssw';
  readonly name = 'SSW';
  readonly source = 'SSW' as const;
  readonly credentialFields: readonly CredentialField[] = [
    {
      name: 'cnpj',
      label: 'CNPJ da transportadora',
      secret: false,
      required: true,
      hint: 'O CNPJ com que a transportadora opera no SSW.',
    },
    {
      name: 'usuario',
      label: 'Usuário SSW',
      secret: false,
      required: false,
      hint: 'Só se a transportadora exigir; o rastreio pela chave da NF-e não pede.',
    },
    { name: 'senha', label: 'Senha SSW', secret: true, required: false },
  ];
  readonly batchSize = 1;
  /** About 20 requests a second per IP were observed (S1). */
  readonly callsPerSecond = 20;

  validateKey(key: string): string | null {
    return nfeKeyRefusal(key);
  }

  async testConnection(context: ConnectorContext): Promise<string> {
    const cnpj = onlyDigits(context.credentials.cnpj ?? '');
    if (!isValidCnpj(cnpj)) throw new CarrierApiError('SSW: informe um CNPJ válido da transportadora.', 'refused');
    // A key no note has (number 0): the answer ('Nenhum documento localizado') proves the API is there.
    const answer = await this.ask(context, probeNfeKey(cnpj));
    return `Conectado ao SSW: a API de rastreio respondeu (${text(answer.message) || 'sem mensagem'}).`;
  }

  async track(context: ConnectorContext, keys: readonly string[]): Promise<TrackResult[]> {
    const results: TrackResult[] = [];
    for (const key of keys) {
      const answer = await this.ask(context, key.trim());
      if (answer.success !== true) {
        results.push({
          tracking_key: key,
          events: [],
          error: `SSW: ${text(answer.message) || 'documento não localizado.'}`,
        });
        continue;
      }
      const tracking = answer.documento?.tracking;
      if (!Array.isArray(tracking))
        throw new CarrierApiError('SSW: resposta do rastreamento sem a lista de ocorrências.', 'malformed');
      results.push(trackResultOf(this.source, key, tracking.map(rawEvent), sswMeaning));
    }
    return results;
  }

  private async ask(context: ConnectorContext, key: string): Promise<SswAnswer> {
    const response = await carrierHttp(NAME, `${context.baseUrl}/api/trackingdanfe`, {
      method: 'POST',
      json: { chave_nfe: key },
      timeoutMs: context.timeoutMs,
    });
    if (!response.body || typeof response.body !== 'object')
      throw new CarrierApiError('SSW: resposta do rastreamento vazia.', 'malformed');
    return response.body as SswAnswer;
  }
}
