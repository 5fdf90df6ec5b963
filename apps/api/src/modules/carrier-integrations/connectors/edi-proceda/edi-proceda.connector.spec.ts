import { describe, expect, it } from 'vitest';
import { ediProcedaConnector } from './edi-proceda.connector.js';

const context = { baseUrl: 'http://localhost', credentials: {} };

describe('EDI PROCEDA connector (files only)', () => {
  it('is catalogue entry 104 with the carrier CNPJ as its only, optional field', () => {
    expect(ediProcedaConnector).toMatchObject({
      id: 104,
      slug: 'edi-proceda',
      name: 'EDI PROCEDA (OCOREN)',
      source: 'EDI',
    });
    expect(ediProcedaConnector.credentialFields).toEqual([
      expect.objectContaining({ name: 'cnpj', secret: false, required: false }),
    ]);
  });

  it('answers no events to the poller and explains that files arrive by upload', async () => {
    expect(await ediProcedaConnector.track(context, ['35260312345678000195550010000010011123456789'])).toEqual([
      { tracking_key: '35260312345678000195550010000010011123456789', events: [], error: null },
    ]);
    expect(await ediProcedaConnector.testConnection(context)).toMatch(/arquivos OCOREN/);
  });

  it('follows an NF-e key or an NF number', () => {
    expect(ediProcedaConnector.validateKey('1001')).toBeNull();
    expect(ediProcedaConnector.validateKey('35260312345678000195550010000010011123456789')).toBeNull();
    expect(ediProcedaConnector.validateKey('AA123456785BR')).toBe(
      'Informe a chave da NF-e (44 dígitos) ou o número da nota.',
    );
  });
});
