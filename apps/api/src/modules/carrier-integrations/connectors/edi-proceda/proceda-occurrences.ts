import type { TrackingProblem, TrackingState } from '../carrier-connector.js';

/** What one PROCEDA occurrence code means for Despacho. */
export interface ProcedaMeaning {
  state: TrackingState;
  problem: TrackingProblem | null;
  /** The table's own words (CARRIERS.md §4.4). */
  description: string;
  unknown_code: boolean;
}

/** The standard OCOREN occurrence table 00–99 (CARRIERS.md §4.4, P2 Ocorrencia.php); not SSW's table. */
const PROCEDA_TEXTS = [
  'Processo de transporte já iniciado',
  'Entrega realizada normalmente',
  'Entrega fora da data programada',
  'Recusa por falta de pedido de compra',
  'Recusa por pedido de compra cancelado',
  'Falta de espaço físico no depósito do cliente destino',
  'Endereço do cliente destino não localizado',
  'Devolução não autorizada pelo cliente',
  'Preço da mercadoria em desacordo com o pedido',
  'Mercadoria em desacordo com o pedido',
  'Cliente destino somente recebe mercadoria com frete pago',
  'Recusa por deficiência de embalagem',
  'Redespacho não indicado',
  'Transportadora não atende a cidade do cliente destino',
  'Mercadoria sinistrada',
  'Embalagem sinistrada',
  'Pedido de compra em duplicidade',
  'Mercadoria fora da embalagem de atacadista',
  'Mercadorias trocadas',
  'Reentrega solicitada pelo cliente',
  'Entrega prejudicada por horário ou falta de tempo hábil',
  'Estabelecimento fechado',
  'Reentrega sem cobrança do cliente',
  'Extravio de mercadoria em trânsito',
  'Mercadoria reentregue ao cliente destino',
  'Mercadoria devolvida ao cliente de origem',
  'Nota fiscal retida pela fiscalização',
  'Roubo de carga',
  'Mercadoria retida até segunda ordem',
  'Cliente retira mercadoria na transportadora',
  'Problema com a documentação (nota fiscal e/ou CTRC)',
  'Entrega com indenização efetuada',
  'Falta com solicitação de reposição',
  'Falta com busca/reconferência',
  'Cliente fechado para balanço',
  'Quantidade de produto em desacordo',
  'Extravio de documentos pela companhia aérea',
  'Extravio de carga pela companhia aérea',
  'Avaria de carga pela companhia aérea',
  'Carga cortada pela companhia aérea',
  'Aeroporto de origem fechado',
  'Pedido de compra incompleto',
  'Nota fiscal com produtos de setores diferentes',
  'Feriado local/nacional',
  'Excesso de veículos',
  'Cliente destino encerrou atividades',
  'Responsável de recebimento ausente',
  'Cliente destino em greve',
  'Aeroporto de destino fechado',
  'Voo cancelado',
  'Greve nacional',
  'Mercadoria vencida',
  'Mercadoria redespachada',
  'Mercadoria não foi embarcada, permanecendo na origem',
  'Mercadoria embarcada sem conhecimento',
  'Endereço de transportadora de redespacho não localizado',
  'Cliente não aceita mercadoria em reembolso',
  'Transportadora não atende a cidade da transportadora de redespacho',
  'Quebra do veículo de entrega',
  'Cliente sem verba para pagar o frete',
  'Endereço de entrega errado',
  'Cliente sem verba para reembolso',
  'Recusa da carga por valor de frete errado',
  'Identificação do cliente não informada, enviada ou insuficiente',
  'Cliente não identificado ou não cadastrado',
  'Entrar em contato com o comprador',
  'Troca não disponível',
  'Fins estatísticos',
  'Data de entrega diferente do pedido',
  'Substituição tributária',
  'Sistema fora do ar',
  'Cliente destino não recebe pedido parcial',
  'Cliente destino só recebe pedido parcial',
  'Redespacho somente com frete pago',
  'Funcionário não autorizado a receber mercadorias',
  'Mercadoria embarcada para rota indevida',
  'Estrada/entrada de acesso interditada',
  'Cliente destino mudou de endereço',
  'Avaria total',
  'Avaria parcial',
  'Extravio total',
  'Extravio parcial',
  'Sobra de mercadoria sem nota fiscal',
  'Mercadoria em poder da SUFRAMA para internação',
  'Mercadoria retirada para conferência',
  'Apreensão fiscal da mercadoria',
  'Excesso de carga/peso',
  'Férias coletivas',
  'Recusado, aguardando negociação',
  'Aguardando refaturamento das mercadorias',
  'Recusado pelo redespachante',
  'Entrega programada',
  'Problemas fiscais',
  'Aguardando carta de correção',
  'Divergência entre o pagamento e o documento',
  'Aguardando voo de conexão',
  'Sem embalagem adequada para transporte aéreo',
  'Dimensão da carga maior que o porão do avião',
  'Chegada na cidade ou filial de destino',
  'Outros (ver texto livre)',
] as const;

type Group = { state: TrackingState; problem: TrackingProblem | null; codes: number[] };

/** CARRIERS.md §4.4's grouping (inferred from the meanings); a code in none of them is an exception to review. */
const GROUPS: Group[] = [
  { state: 'delivered', problem: null, codes: [1, 2, 24, 31] },
  { state: 'failed_attempt', problem: 'absent', codes: [21, 34, 43, 46, 47, 87] },
  { state: 'failed_attempt', problem: 'other', codes: [5, 19, 20, 22, 63, 64, 65, 70, 74, 76, 91] },
  { state: 'failed_attempt', problem: 'address', codes: [6, 55, 60, 77] },
  {
    state: 'exception',
    problem: 'refused',
    codes: [3, 4, 7, 8, 9, 10, 16, 17, 18, 35, 41, 42, 71, 72, 88, 90],
  },
  { state: 'exception', problem: 'damage', codes: [11, 14, 15, 38, 78, 79] },
  { state: 'exception', problem: 'loss', codes: [23, 27, 36, 37, 80, 81] },
  { state: 'returned', problem: null, codes: [25] },
  { state: 'exception', problem: 'fiscal_hold', codes: [26, 28, 30, 69, 83, 84, 85, 92, 93] },
  { state: 'in_transit', problem: null, codes: [0, 12, 13, 52, 53, 57, 58, 67, 73, 75, 95, 98] },
  { state: 'awaiting_pickup', problem: null, codes: [29] },
];

const MEANINGS: ReadonlyMap<string, ProcedaMeaning> = new Map(
  PROCEDA_TEXTS.map((description, code) => {
    const group = GROUPS.find((g) => g.codes.includes(code));
    const meaning: ProcedaMeaning = {
      state: group?.state ?? 'exception',
      problem: group ? group.problem : 'other',
      description,
      unknown_code: false,
    };
    return [String(code).padStart(2, '0'), meaning];
  }),
);

/**
 * The meaning of a PROCEDA code ('01', '6 ', 'A1'...). A code outside the table is never dropped:
 * an exception to review, flagged unknown_code, with the carrier's code kept in the text.
 */
export function procedaMeaning(code: string): ProcedaMeaning {
  const normalized = /^\d{1,2}$/.test(code.trim()) ? code.trim().padStart(2, '0') : code.trim();
  return (
    MEANINGS.get(normalized) ?? {
      state: 'exception',
      problem: 'other',
      description: `Ocorrência desconhecida (código ${normalized || 'em branco'})`,
      unknown_code: true,
    }
  );
}

/** Every code of the table, for tests and the documentation. */
export const PROCEDA_CODES: readonly string[] = [...MEANINGS.keys()];
