/** What the sign-up wizard fills from a CNPJ (public-account.md §3, 'Company lookup by CNPJ returns'). */
export interface CnpjCard {
  fantasia: string;
  nome: string;
  /** 8 digits, no mask. */
  cep: string;
  /** The first number only, digits with the DDD ('1133334444'); '' when none. */
  telefone: string;
  numero: string;
  logradouro: string;
  complemento: string;
  municipio: string;
  bairro: string;
  uf: string;
}

/** The service's answer: the card, or that the Receita Federal does not know the CNPJ. */
export type CnpjAnswer = { kind: 'found'; card: CnpjCard } | { kind: 'not_found' };

/** The service could not answer (offline, unreachable, timed out, over its rate limit, unexpected body). */
export class CnpjProviderUnavailable extends Error {
  constructor(reason: string) {
    super(`Serviço de CNPJ indisponível: ${reason}`);
    this.name = 'CnpjProviderUnavailable';
  }
}

/** Port for the CNPJ look-up (ReceitaWS-compatible in production, a local stub in tests). */
export abstract class CnpjProvider {
  /** Resolves with the answer or rejects with CnpjProviderUnavailable. */
  abstract lookup(cnpj: string): Promise<CnpjAnswer>;
}
