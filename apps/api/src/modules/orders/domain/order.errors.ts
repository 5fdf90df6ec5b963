import { DomainError, DomainRuleError } from '@despacho/domain';

export const orderNotFound = () => new DomainError('not-found', 'Pedido não encontrado.');

/** The status machine's refusals answered at the HTTP edge: a role refusal is 403, a status refusal 409. */
export function ruleRefusal<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (!(error instanceof DomainRuleError)) throw error;
    throw error.reason === 'forbidden-role'
      ? new DomainError('forbidden', error.message)
      : new DomainError('conflict', error.message);
  }
}
