import { Injectable } from '@nestjs/common';
import { Conflict } from '../../../../platform/errors/domain-errors.js';
import { CompanyChannelRows, TokenCipher } from '../../../integrations/index.js';
import type { CarrierConnector, CarrierCredentials } from '../../connectors/carrier-connector.js';
import { accountOf, credentialsOf, storeIdOf } from '../../domain/carrier-credentials.js';
import { CarrierConnectionTester } from '../../adapters/carrier-connection-tester.js';

/** The integration being changed, when it is a change: its id and saved credentials. */
export interface SavedCredentials {
  id: string;
  credentials: CarrierCredentials;
}

/**
 * Credentials typed for a connect or a change, made ready to store: checked field by field (blanks
 * keep the saved ones), the account refused when another integration holds it, tested with the
 * carrier (its refusal is a 400 with its own words), then sealed. Shared by connect and update so
 * both refuse and test the same way.
 */
@Injectable()
export class SealedCarrierCredentials {
  constructor(
    private readonly tester: CarrierConnectionTester,
    private readonly cipher: TokenCipher,
    private readonly rows: CompanyChannelRows,
  ) {}

  async of(
    connector: CarrierConnector,
    companyId: string,
    raw: Readonly<Record<string, unknown>>,
    saved?: SavedCredentials,
  ): Promise<{ token_ciphertext: string; store_id: string }> {
    const credentials = credentialsOf(connector, raw, saved?.credentials);
    const storeId = storeIdOf(companyId, accountOf(connector, credentials));
    const holder = await this.rows.byStore(connector.id, storeId);
    if (holder && holder.id !== saved?.id)
      throw new Conflict(
        saved
          ? `Esta conta ${connector.name} já está em outra integração.`
          : `Esta conta ${connector.name} já está integrada: altere a integração existente.`,
      );
    await this.tester.test(connector, credentials);
    return { token_ciphertext: this.cipher.seal(JSON.stringify(credentials)), store_id: storeId };
  }
}
