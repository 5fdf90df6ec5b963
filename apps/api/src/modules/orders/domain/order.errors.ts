import { DomainRuleError } from '@despacho/domain';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/http/app-errors.js';

export const orderNotFound = () => new NotFoundError('Pedido não encontrado.');

/** The status machine's refusals answered at the HTTP edge: a role refusal is 403, a status refusal 409. */
export function ruleRefusal<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (!(error instanceof DomainRuleError)) throw error;
    throw error.reason === 'forbidden-role' ? new ForbiddenError(error.message) : new ConflictError(error.message);
  }
}

