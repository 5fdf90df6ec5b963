import { ME_ADMIN } from '../../../test/render';

export const SHARED_CARRIER = {
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  name: 'Jadlog',
  canonical_name: 'jadlog',
  federal_tax_id: '12345678000195',
  state_tax_id: null,
  active: true,
  image: null,
  phone: '1135632000',
  created_at: '2025-03-10T15:00:00.000Z',
  property: { address: { city: 'Barueri', state: 'SP' } },
  own: false,
};

export const OWN_CARRIER = {
  ...SHARED_CARRIER,
  id: '0a1b2c3d-0000-4000-8000-000000000002',
  name: 'Expresso São Miguel',
  canonical_name: 'expresso-sao-miguel',
  federal_tax_id: '11222333000181',
  state_tax_id: '110042490114',
  active: false,
  phone: '4132345678',
  created_at: '2025-11-02T12:00:00.000Z',
  property: { address: { city: 'Curitiba', state: 'PR' } },
  own: true,
};

/** A settings user without admin: sees the list and the e-mails panel, not the edit actions. */
export const ME_SETTINGS_USER = { ...ME_ADMIN, is_admin: false, permissions: ['settings'] };

export const commandBodies = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/api/command').map((c) => c.body);
