import type { PostingRequest } from '../carrier-posting.js';

/** One package as the labels module would ask a connector to pre-post it (tests and benches). */
export function postingRequest(key: string, overrides: Partial<PostingRequest> = {}): PostingRequest {
  return {
    idempotency_key: key,
    order_reference: 'PED-1001',
    service_code: null,
    sender: {
      name: 'Loja Demonstração Ltda',
      tax_id: '34028316000103',
      phone: '1133334444',
      email: 'expedicao@loja.example',
      address: {
        zip: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Galpão 2',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    recipient: {
      name: 'Maria da Conceição',
      tax_id: '52998224725',
      phone: '41998765432',
      email: null,
      address: {
        zip: '80010-000',
        street: 'Rua XV de Novembro',
        number: '200',
        complement: null,
        neighborhood: 'Centro',
        city: 'Curitiba',
        state: 'PR',
      },
    },
    invoice: { number: null, series: null, key: null, value: 150 },
    package: {
      n: 1,
      of: 1,
      weight_kg: 1.25,
      height_cm: 10,
      width_cm: 15,
      length_cm: 20,
      declared_value: 150,
      content: 'Camisetas de algodão',
    },
    ...overrides,
  };
}
