import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { type CompanyChannelConnected, CompanyChannelEvents } from '../events/company-channel-events.js';
import { CompanyChannelsProjection } from './company-channels.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new CompanyChannelsProjection();

const connected = (id: string, companyId: string): { type: string; data: CompanyChannelConnected } => ({
  type: CompanyChannelEvents.Connected,
  data: {
    company_channel_id: id,
    company_id: companyId,
    channel_id: 1,
    name: 'Minha loja',
    store_id: `store-${id}`,
    store_host: 'minhaloja.lojavirtualnuvem.com.br',
    token_ciphertext: 'sealed-1',
    at: '2026-03-10T12:00:00.000Z',
  },
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, channel_id, name, store_id, store_host, token_ciphertext, enabled, situation_map
       FROM company_channels WHERE id = ${id}`,
  );

describe('company-channels projection', () => {
  it('writes a connected store, enabled', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'company-channel' }, [connected(id, companyId)]);
    expect(await rows(id)).toEqual([
      expect.objectContaining({
        company_id: companyId,
        channel_id: 1,
        name: 'Minha loja',
        store_id: `store-${id}`,
        token_ciphertext: 'sealed-1',
        enabled: true,
      }),
    ]);
  });

  it('follows reconnection, renaming, the switch and the situations, and deletes a removed one', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'company-channel' }, [
      connected(id, companyId),
      {
        type: CompanyChannelEvents.Reconnected,
        data: { token_ciphertext: 'sealed-2', at: '2026-03-11T12:00:00.000Z' },
      },
      { type: CompanyChannelEvents.Renamed, data: { name: 'Loja 2' } },
      { type: CompanyChannelEvents.Toggled, data: { enabled: false } },
      { type: CompanyChannelEvents.SituationsSaved, data: { situation_map: { '3': 'shipped' } } },
    ]);
    expect(await rows(id)).toMatchObject([
      { name: 'Loja 2', token_ciphertext: 'sealed-2', enabled: false, situation_map: { '3': 'shipped' } },
    ]);

    const removed = randomUUID();
    await project(db(), projection, { id: removed, type: 'company-channel' }, [
      connected(removed, companyId),
      { type: CompanyChannelEvents.Removed, data: { company_id: companyId } },
    ]);
    expect(await rows(removed)).toEqual([]);
  });
});
