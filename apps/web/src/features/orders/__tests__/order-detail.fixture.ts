export const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/** An order as GET /orders/{id} answers it; `over` replaces top-level fields. */
export function orderDetail(over: Record<string, unknown> = {}) {
  return {
    id: ID,
    reference: 'PED-77',
    invoice_number: '4512',
    invoice_key: null,
    is_drop_shipping: false,
    tracking_only: false,
    carrier_name: 'Jadlog',
    carrier: { id: 'c1', name: 'Jadlog', federal_tax_id: '04884082000135', phone: '1133333333' },
    status: { id: 2, description: 'Aguardando aceite' },
    status_transition: [
      { title: 'Coletado', status: 6, in_progress: true, completed: false },
      { title: 'Em Trânsito', status: 3, in_progress: false, completed: false },
      { title: 'Saiu para entrega', status: 4, in_progress: false, completed: false },
      { title: 'Entregue', status: 5, in_progress: false, completed: false },
    ],
    shipments: [
      { id: 's1', reference: 'SKU-1', volume: 1, quantity: 2, width: 0.3, height: 0.2, length: 0.45, weight: 2.5, cargo_value: 199.8, from_cd_reference: 'CD1', distribution_center_id: 'd1' },
      { id: 's2', reference: 'SKU-2', volume: 2, quantity: 1, width: 0.1, height: 0.1, length: 0.1, weight: 0.3, cargo_value: 20, from_cd_reference: 'CD2', distribution_center_id: 'd2' },
    ],
    total_origins: 2,
    to_address: {
      residential: true, name: 'Maria da Silva', federal_tax_id: '52998224725', phone: '11987654321', email: 'maria@exemplo.com.br',
      zip: '22021001', street1: 'Avenida Atlântica', number: '1702', street2: null, neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ', country: 'BRA',
    },
    from_address: { city: 'São Paulo' },
    distribution_center: { id: 'd1', reference: 'CD1' },
    property: { channel: 'Tray', channel_id: 1, marketplace: null, marketplace_order_number: null },
    order_alert_type: 2,
    pickup_id: null,
    pickup_number: null,
    deadline: '2026-11-30',
    delivered_at: null,
    cargo_value: 219.8,
    estimated_cost: 35.5,
    created_at: '2026-11-20T13:00:00.000Z',
    updated_at: '2026-11-21T13:00:00.000Z',
    tracker: {
      tracking_code: 'DS0ABCDEF123456',
      details: [{ status: 2, code: '123', description: 'Extravio', message: 'Mercadoria não localizada', occurred_at: '2026-11-21T12:30:00.000Z', source: 'manual' }],
      delivery_receipt_url: null,
    },
    issues: [{ id: 'i1', message: 'Verificando com a transportadora', user: { id: 'u1', name: 'Suporte Despacho' }, staff: true, created_at: '2026-11-21T14:00:00.000Z' }],
    attachments: [],
    invoice_path: null,
    actions: ['markInTransit', 'markDelivered', 'markInReturn', 'cancel'],
    products: [{ reference: 'SKU-1', description: 'Cadeira gamer' }],
    review: null,
    rating_path: null,
    ...over,
  };
}
