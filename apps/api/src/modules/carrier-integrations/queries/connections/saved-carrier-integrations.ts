import { Injectable } from '@nestjs/common';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { type CompanyChannelRow, CompanyChannelRows, TokenCipher } from '../../../integrations/index.js';
import type { CarrierConnector, CarrierCredentials } from '../../connectors/carrier-connector.js';
import { CarrierConnectors } from '../../connectors/carrier-connectors.js';

export interface SavedCarrierIntegration {
  row: CompanyChannelRow;
  connector: CarrierConnector;
  credentials: CarrierCredentials;
}

/** Opens the sealed credentials JSON of a stored carrier integration (TokenCipher). */
export function openCredentials(cipher: TokenCipher, sealed: string | null): CarrierCredentials {
  if (!sealed) return {};
  const opened: unknown = JSON.parse(cipher.open(sealed));
  return typeof opened === 'object' && opened !== null ? (opened as CarrierCredentials) : {};
}

/** A company's own carrier integration with its credentials opened; anything else answers as missing. */
@Injectable()
export class SavedCarrierIntegrations {
  constructor(
    private readonly rows: CompanyChannelRows,
    private readonly connectors: CarrierConnectors,
    private readonly cipher: TokenCipher,
  ) {}

  async of(companyId: string, id: string): Promise<SavedCarrierIntegration> {
    const row = await this.rows.ofCompany(id, companyId);
    const connector = row && this.connectors.find(row.channel_id);
    if (!row || !connector) throw new NotFound('Integração de transportadora não encontrada.');
    return { row, connector, credentials: openCredentials(this.cipher, row.token_ciphertext) };
  }
}
