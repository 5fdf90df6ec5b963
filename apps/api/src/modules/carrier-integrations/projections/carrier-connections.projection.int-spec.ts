import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runSql, sql } from '../../../platform/database/sql.js';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { CarrierConnectors } from '../connectors/carrier-connectors.js';
import { ediProcedaConnector } from '../connectors/edi-proceda/edi-proceda.connector.js';
import { CarrierConnectionsProjection } from './carrier-connections.projection.js';

const db = useTestDatabase();
const projection = new CarrierConnectionsProjection(new CarrierConnectors([ediProcedaConnector]));

const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, channel_id, enabled, carrier_ids, token_ciphertext FROM carrier_connections WHERE id = ${id}`,
  );
const connected = (companyId: string, channelId: number) => ({
  type: 'company-channel.connected',
  data: {
    company_channel_id: randomUUID(),
    company_id: companyId,
    channel_id: channelId,
    name: 'Canal',
    store_id: `${companyId}/`,
    store_host: null,
    token_ciphertext: 'v1.selado',
    at: '2026-03-10T12:00:00.000Z',
  },
});

describe('carrier connections projection (carrier-integrations’ copy of its company channels)', () => {
  it('keeps a carrier connection’s company, switch, carriers and sealed credentials until it is removed', async () => {
    const [id, companyId, carrierId] = [randomUUID(), randomUUID(), randomUUID()];
    const stream = { id, type: 'company-channel' };
    await project(db(), projection, stream, [
      connected(companyId, ediProcedaConnector.id),
      { type: 'company-channel.carriers-linked', data: { carrier_ids: [carrierId] } },
      { type: 'company-channel.renamed', data: { name: 'Outro nome' } },
    ]);
    const row = { company_id: companyId, channel_id: 104, enabled: true, token_ciphertext: 'v1.selado' };
    expect(await rows(id)).toEqual([{ ...row, carrier_ids: [carrierId] }]);

    await project(db(), projection, stream, [
      { type: 'company-channel.toggled', data: { enabled: false } },
      {
        type: 'company-channel.credentials-changed',
        data: { token_ciphertext: 'v1.outro', store_id: `${companyId}/1`, at: '2026-03-11T12:00:00.000Z' },
      },
    ]);
    expect(await rows(id)).toEqual([
      { ...row, enabled: false, carrier_ids: [carrierId], token_ciphertext: 'v1.outro' },
    ]);

    await project(db(), projection, stream, [{ type: 'company-channel.removed', data: { company_id: companyId } }]);
    expect(await rows(id)).toEqual([]);
  });

  it('keeps no sales channel', async () => {
    const id = randomUUID();
    await project(db(), projection, { id, type: 'company-channel' }, [connected(randomUUID(), 29)]);
    expect(await rows(id)).toEqual([]);
  });
});
