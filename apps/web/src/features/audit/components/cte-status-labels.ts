/** The CT-e's decision as the screens name it (GET ctes decision). */
export const DECISION_LABELS: Record<string, string> = {
  automatic: 'Aprovado na tolerância',
  approved: 'Aprovado',
  pending: 'Aguardando decisão',
  disputed: 'Contestado',
};

/** A dispute's state (aberta, aceita, recusada). */
export const DISPUTE_LABELS: Record<string, string> = {
  aberta: 'aberta',
  aceita: 'aceita',
  recusada: 'recusada',
};
