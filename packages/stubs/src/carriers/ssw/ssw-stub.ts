import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isValidNfeKey, utcToSaoPauloLocal } from '@despacho/domain';
import { CarrierStubKit } from '../stub-kit/carrier-stub-kit.js';
import type { StoryEvent, StoryStep } from '../stub-kit/carrier-stub-story.js';

/** The note's number inside an NF-e key (digits 26–34): SSW answers it as `nro_nf`. */
const nfeKeyNumber = (key: string): string => key.slice(25, 34);

export interface SswStubOptions {
  minutesPerStep?: number;
  /** Calls per second before 429 (about 20 at SSW); 0 = none. */
  perSecond?: number;
  now?: () => number;
}

/** A `tracking[]` item as trackingdanfe writes it. */
export interface SswStubEvent {
  data_hora: string;
  data_hora_efetiva: string;
  dominio: string;
  filial: string;
  cidade: string;
  ocorrencia: string;
  descricao: string;
  tipo: string;
  nome_recebedor: string;
  nro_doc_recebedor: string;
  codigo_ssw: string;
}

type Step = Pick<SswStubEvent, 'ocorrencia' | 'descricao' | 'tipo' | 'filial' | 'cidade'>;

/**
 * Each story step as an SSW occurrence (§3.3); SSW has no 'returning' code, so that step is not
 * written. Carriers customise their texts: the delivered step has two wordings of code 01.
 */
const STEPS: Record<StoryStep, Step | null> = {
  posted: {
    ocorrencia: 'DOCUMENTO DE TRANSPORTE EMITIDO (80)',
    descricao: 'CT-e emitido.',
    tipo: 'I',
    filial: 'SAO',
    cidade: 'SAO PAULO / SP',
  },
  in_transit: {
    ocorrencia: 'CHEGADA NA UNIDADE DE ENTREGA (84)',
    descricao: 'Previsao de entrega: 02/12/26.',
    tipo: 'I',
    filial: 'CWB',
    cidade: 'CURITIBA / PR',
  },
  out_for_delivery: {
    ocorrencia: 'ESTOU CHEGANDO (95)',
    descricao: 'Mercadoria saiu para entrega.',
    tipo: 'R',
    filial: 'CWB',
    cidade: 'CURITIBA / PR',
  },
  failed_attempt: {
    ocorrencia: '1A TENTATIVA DE ENTREGA (31)',
    descricao: 'Destinatario ausente.',
    tipo: 'C',
    filial: 'CWB',
    cidade: 'CURITIBA / PR',
  },
  delivered: {
    ocorrencia: 'MERCADORIA ENTREGUE (01)',
    descricao: 'Entrega realizada.',
    tipo: 'E',
    filial: 'CWB',
    cidade: 'CURITIBA / PR',
  },
  returning: null,
  returned: {
    ocorrencia: 'DEVOLVIDA AO REMETENTE (03)',
    descricao: 'Mercadoria devolvida.',
    tipo: 'B',
    filial: 'SAO',
    cidade: 'SAO PAULO / SP',
  },
};
const DELIVERED_CUSTOM = 'ENTREGA REALIZADA NO DESTINATARIO (01)';

function renderFor(key: string) {
  const custom = createHash('sha1').update(key).digest()[0] % 2 === 1;
  return (event: StoryEvent): SswStubEvent | null => {
    const step = STEPS[event.step];
    if (!step) return null;
    const at = utcToSaoPauloLocal(event.at);
    const delivered = event.step === 'delivered';
    return {
      ...step,
      ocorrencia: delivered && custom ? DELIVERED_CUSTOM : step.ocorrencia,
      data_hora: at,
      data_hora_efetiva: at,
      dominio: 'TRP',
      nome_recebedor: delivered ? 'JOAO PEREIRA' : '',
      nro_doc_recebedor: delivered ? '12345678' : '',
      codigo_ssw: /\((\d+)\)$/.exec(step.ocorrencia)?.[1] ?? '',
    };
  };
}

/** Why trackingdanfe refuses a key (SSW's own words), or null. */
function refusal(key: string): string | null {
  if (!/^\d{44}$/.test(key)) return 'Chave da DANFE deve conter 44 digitos.';
  if (key.slice(20, 22) !== '55') return 'Chave nao corresponde a uma NF-e (modelo 55).';
  if (!isValidNfeKey(key)) return 'Chave da DANFE invalida.';
  return null;
}

/**
 * A local SSW trackingdanfe (CARRIERS.md §3.4): one key per call, every refusal HTTP 200
 * `success:false` (unknown key, 43 digits, bad check digit, not model 55); notes numbered 0 are
 * unknown (the connection test's probe); 20 calls a second then 429; the shared controls (stories,
 * scripts, faults incl. 502 HTML and slow answers, log).
 */
export function sswStub(options: SswStubOptions = {}) {
  const kit = new CarrierStubKit<SswStubEvent>({
    minutesPerStep: options.minutesPerStep,
    perSecond: options.perSecond ?? 20,
    now: options.now,
  });

  const plugin = async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply) => kit.guard(request, reply));
    app.post('/api/trackingdanfe', async (request) => {
      const key = String((request.body as { chave_nfe?: unknown } | undefined)?.chave_nfe ?? '').trim();
      const refused = refusal(key);
      if (refused) return { success: false, message: refused, documento: null };
      const events = /^0+$/.test(nfeKeyNumber(key)) ? null : kit.eventsOf(key, renderFor(key));
      if (!events) return { success: false, message: 'Nenhum documento localizado', documento: null };
      return {
        success: true,
        message: 'Documento localizado com sucesso',
        documento: {
          header: {
            remetente: 'LOJA DEMO LTDA',
            destinatario: 'CLIENTE DEMO',
            nro_nf: String(Number(nfeKeyNumber(key))),
          },
          tracking: events,
        },
      };
    });
    kit.registerControls(app);
  };

  return { plugin, kit };
}
