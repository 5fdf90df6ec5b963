import { InvalidInput, Unavailable } from '../../../platform/errors/domain-errors.js';
import { MerchantUrlError } from './merchant-http.js';
import { ChannelError } from './channel-adapter.js';

/**
 * A call made while the merchant waits: the channel's failure is said as such (503), not as a bug;
 * an address the merchant gave that is refused or unreachable is theirs to fix (400).
 */
export async function askChannel<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MerchantUrlError) throw new InvalidInput(`A loja não respondeu. ${error.message}`);
    if (error instanceof ChannelError) throw new Unavailable(`A loja não respondeu como esperado. ${error.message}`);
    throw error;
  }
}
