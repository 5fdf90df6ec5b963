// The per-carrier KPIs of the dashboard's heatmap (public-account.md §2.12), in the spec's order.

export const CARRIER_KPI_CODES = ['EDP', 'EFP', 'PA', 'TA', 'MA', 'AVA', 'EXT'] as const;

export type CarrierKpiCode = (typeof CARRIER_KPI_CODES)[number];

export const CARRIER_KPI_LABELS: Record<CarrierKpiCode, string> = {
  EDP: 'Entregues no prazo (%)',
  EFP: 'Entregues fora do prazo (%)',
  PA: 'Pedidos atrasados',
  TA: 'Total de avaliações',
  MA: 'Média das avaliações',
  AVA: 'Avarias',
  EXT: 'Extravios',
};
