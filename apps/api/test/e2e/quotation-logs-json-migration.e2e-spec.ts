import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationScratch } from '../support/migration-scratch.js';

/** Migration 0052 on a quote history written as jsonb, in a scratch database of its own. */
describe('migration 0052: the quote history as json', () => {
  const scratch = migrationScratch('quotation_json', 'QuotationLogsJson1763800000052');
  const companyId = randomUUID();
  const parameters = {
    zip_from: '01310100',
    origin: null,
    zip_to: '69010000',
    parcels: [{ weight: 1.5, quantity: 2 }],
  };
  const response = [
    {
      carrier: 'Jadlog "Expresso"',
      estimated_cost: 42.35,
      cargo_value: 0.30000000000000004,
      cubed_weight: 12,
      delivery_days: 3,
    },
  ];

  beforeAll(() =>
    scratch.migrateFrom(async (before) => {
      await before.query('INSERT INTO quotation_logs (company_id, parameters, response) VALUES ($1, $2, $3)', [
        companyId,
        JSON.stringify(parameters),
        JSON.stringify(response),
      ]);
    }),
  );
  afterAll(() => scratch.drop());

  it('keeps every row as it was, in json columns', () =>
    scratch.read(async (db) => {
      expect(
        await db.query('SELECT parameters, response FROM quotation_logs WHERE company_id = $1', [companyId]),
      ).toEqual([{ parameters, response }]);
      const types = await db.query(
        `SELECT column_name, data_type FROM information_schema.columns
          WHERE table_name = 'quotation_logs' AND column_name IN ('parameters', 'response') ORDER BY column_name`,
      );
      expect(types).toEqual([
        { column_name: 'parameters', data_type: 'json' },
        { column_name: 'response', data_type: 'json' },
      ]);
    }));
});
