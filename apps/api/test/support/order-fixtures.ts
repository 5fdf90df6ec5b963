/** A valid NewOrder payload from CD1 to a residential recipient with a valid CPF; `over` replaces top-level fields. */
export function orderPayload(over: Record<string, unknown> = {}) {
  return {
    reference: 'PED-1',
    from_cd_reference: 'CD1',
    to_address: {
      residential: true,
      name: 'Maria da Silva',
      federal_tax_id: '52998224725',
      phone: '11987654321',
      email: 'maria@exemplo.com.br',
      zip: '22021001',
      street1: 'Avenida Atlântica',
      number: '1702',
      neighborhood: 'Copacabana',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
    shipments: [
      { reference: 'SKU-1', quantity: 1, width: 0.3, height: 0.2, length: 0.4, weight: 2.5, cargo_value: 199.9 },
    ],
    ...over,
  };
}
