import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { type CompanyChannelConnected, CompanyChannelEvents } from '../events/company-channel-events.js';
import { CompanyChannel } from './company-channel.aggregate.js';

const COMPANY = 'company-a';
const AT = new Date('2026-03-10T12:00:00.000Z');
const at = AT.toISOString();
const connection: Omit<CompanyChannelConnected, 'company_channel_id'> = {
  company_id: COMPANY,
  channel_id: 1,
  name: 'Minha loja',
  store_id: '123456',
  store_host: 'minhaloja.lojavirtualnuvem.com.br',
  token_ciphertext: 'sealed-1',
  at,
};
const connected = { type: CompanyChannelEvents.Connected, data: { company_channel_id: 'channel-1', ...connection } };
const toggled = (enabled: boolean) => ({ type: CompanyChannelEvents.Toggled, data: { enabled } });
const removed = { type: CompanyChannelEvents.Removed, data: { company_id: COMPANY } };
const channel = () => new CompanyChannel('channel-1');

describe('CompanyChannel', () => {
  it('connects a store, enabled', () => {
    const c = given(channel())
      .when((c) => c.connect(connection))
      .thenRaises(connected);
    expect([c.exists, c.enabled]).toEqual([true, true]);
  });

  it('reconnects, renames, saves situations and removes', () => {
    given(channel(), connected)
      .when((c) => c.reconnect(COMPANY, { token_ciphertext: 'sealed-2' }, AT))
      .thenRaises({ type: CompanyChannelEvents.Reconnected, data: { token_ciphertext: 'sealed-2', at } });
    given(channel(), connected)
      .when((c) => c.rename(COMPANY, 'Loja 2'))
      .thenRaises({ type: CompanyChannelEvents.Renamed, data: { name: 'Loja 2' } });
    given(channel(), connected)
      .when((c) => c.saveSituations(COMPANY, { '3': 'shipped', '5': 'delivered' }))
      .thenRaises({
        type: CompanyChannelEvents.SituationsSaved,
        data: { situation_map: { '3': 'shipped', '5': 'delivered' } },
      });
    given(channel(), connected)
      .when((c) => c.remove(COMPANY))
      .thenRaises(removed);
  });

  it('toggles only to the other state: the state it is in changes nothing', () => {
    given(channel(), connected)
      .when((c) => c.toggle(COMPANY, false))
      .thenRaises(toggled(false));
    given(channel(), connected)
      .when((c) => c.toggle(COMPANY, true))
      .thenRaisesNothing();
    given(channel(), connected, toggled(false))
      .when((c) => c.toggle(COMPANY, false))
      .thenRaisesNothing();
  });

  it.each([
    ['reconnect', (c: CompanyChannel, company: string) => c.reconnect(company, { token_ciphertext: 'sealed-2' }, AT)],
    ['rename', (c: CompanyChannel, company: string) => c.rename(company, 'Loja 2')],
    ['toggle', (c: CompanyChannel, company: string) => c.toggle(company, false)],
    ['saveSituations', (c: CompanyChannel, company: string) => c.saveSituations(company, {})],
    ['remove', (c: CompanyChannel, company: string) => c.remove(company)],
  ])("refuses %s on a missing, removed or another company's integration", (_, decide) => {
    const notFound = ['not-found', 'Integração não encontrada.'] as const;
    given(channel())
      .when((c) => decide(c, COMPANY))
      .thenRefuses(...notFound);
    given(channel(), connected, removed)
      .when((c) => decide(c, COMPANY))
      .thenRefuses(...notFound);
    given(channel(), connected)
      .when((c) => decide(c, 'company-b'))
      .thenRefuses(...notFound);
  });
});
