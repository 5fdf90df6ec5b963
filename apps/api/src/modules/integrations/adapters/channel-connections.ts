import { Injectable } from '@nestjs/common';
import { ServiceUnavailableError } from '../../../platform/http/app-errors.js';
import type { CompanyChannelRow } from '../queries/company-channel-rows.js';
import { TokenCipher } from '../tokens/token-cipher.js';
import { type ChannelConnection, ChannelError } from './channel-adapter.js';

/** Opens an integration's sealed token into the connection its adapter calls with. */
@Injectable()
export class ChannelConnections {
  constructor(private readonly cipher: TokenCipher) {}

  of(integration: CompanyChannelRow): ChannelConnection {
    return { storeId: integration.store_id ?? '', accessToken: this.cipher.open(integration.token_ciphertext ?? '') };
  }
}

/** A call made while the merchant waits: the channel's failure is said as such (503), not as a bug. */
export async function askChannel<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ChannelError)
      throw new ServiceUnavailableError(`A loja não respondeu como esperado. ${error.message}`);
    throw error;
  }
}
