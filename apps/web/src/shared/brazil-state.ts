import { type BrazilState, isBrazilState } from '@despacho/domain';

/**
 * The state a form's select holds, typed for a command. The forms refuse an empty or unknown state
 * before sending, so reaching the throw is a bug, not a user error.
 */
export function brazilState(value: string): BrazilState {
  if (!isBrazilState(value)) throw new Error(`UF inválida: ${value}`);
  return value;
}
