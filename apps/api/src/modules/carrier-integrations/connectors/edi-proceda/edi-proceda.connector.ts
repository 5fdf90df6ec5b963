import type { CarrierConnector, TrackResult } from '../carrier-connector.js';

/**
 * 'EDI PROCEDA (OCOREN)': any carrier that sends occurrence files. There is no API to ask: files
 * arrive by upload (the merchant's batch, the carrier's token page or its system's POST, docs/ocoren.md),
 * so the poller gets nothing from track() and the connection test only explains that.
 */
export const ediProcedaConnector: CarrierConnector = {
  id: 104,
  slug: 'edi-proceda',
  name: 'EDI PROCEDA (OCOREN)',
  source: 'EDI',
  credentialFields: [
    {
      name: 'cnpj',
      label: 'CNPJ da transportadora',
      secret: false,
      required: false,
      hint: 'Opcional: o CNPJ que a transportadora informa no registro 341 dos arquivos OCOREN.',
    },
  ],
  batchSize: 1,
  callsPerSecond: 1,
  validateKey(key: string): string | null {
    return /^(\d{44}|\d{1,9})$/.test(key) ? null : 'Informe a chave da NF-e (44 dígitos) ou o número da nota.';
  },
  testConnection(): Promise<string> {
    return Promise.resolve(
      'Não há consulta on-line no EDI PROCEDA: as ocorrências chegam em arquivos OCOREN enviados em Pedidos > Lotes (OCOREN), pelo link da transportadora ou pelo endpoint POST /api/edi/ocoren.',
    );
  },
  track(_context, keys): Promise<TrackResult[]> {
    return Promise.resolve(keys.map((tracking_key) => ({ tracking_key, events: [], error: null })));
  },
};
