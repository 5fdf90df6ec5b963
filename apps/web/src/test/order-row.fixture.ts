/** A list row as GET /orders answers it. */
export const order = (reference: string, status = { id: 5, description: 'Entregue' }) => ({
  id: `id-${reference}`,
  reference,
  status,
  status_transition: [
    { title: 'Coletado', status: 6, in_progress: false, completed: true },
    { title: 'Em Trânsito', status: 3, in_progress: false, completed: true },
    { title: 'Saiu para entrega', status: 4, in_progress: false, completed: true },
    { title: 'Entregue', status: 5, in_progress: false, completed: true },
  ],
  created_at: '2026-11-10T15:00:00.000Z',
  carrier: { id: 'c1', name: 'Jadlog', federal_tax_id: null, phone: null },
  carrier_name: 'Jadlog',
  from_address: { city: 'São Paulo' },
  to_address: { name: 'Maria Souza', city: 'Campinas', state: 'SP' },
  invoice_number: '4512',
  property: { channel: 'Tray', marketplace_order_number: null },
  estimated_cost: 45.9,
  deadline: '2026-11-14',
  delivered_at: null,
});
