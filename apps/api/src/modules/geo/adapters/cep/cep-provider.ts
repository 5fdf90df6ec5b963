/** What a postal-code service knows about a CEP (street level). */
export interface CepAddress {
  street1: string;
  street2: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** The service's answer: the address, or that the CEP does not exist. */
export type CepAnswer = { kind: 'found'; address: CepAddress } | { kind: 'not_found' };

/** The service could not answer (unreachable, timed out, 5xx, unexpected body): use the ranges. */
export class CepProviderUnavailable extends Error {
  constructor(reason: string) {
    super(`Serviço de CEP indisponível: ${reason}`);
    this.name = 'CepProviderUnavailable';
  }
}

/** Port for the postal-code look-up (ViaCEP-compatible in production, a local stub in tests). */
export abstract class CepProvider {
  /** Resolves with the answer or rejects with CepProviderUnavailable. */
  abstract lookup(zip: string): Promise<CepAnswer>;
}
