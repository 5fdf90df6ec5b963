/**
 * A field that breaks several rules gets one message: the most specific one. A missing value is
 * said to be missing, a value of the wrong kind to be of the wrong kind; only a present value of the
 * right kind is measured against its limits and formats (e.g. weight "1" says 'Digite o peso', not
 * also '… maior que zero … no máximo 10.000 kg', which a text fails only for not being a number).
 */
const PRESENCE = new Set(['isDefined', 'isNotEmpty', 'arrayNotEmpty', 'isNotEmptyObject']);
const KIND = new Set([
  'isString',
  'isNumber',
  'isInt',
  'isBoolean',
  'isArray',
  'isObject',
  'isDate',
  'isDateString',
  'isIso8601',
  'isNumberString',
  'nestedValidation',
]);

const tier = (rule: string) => (PRESENCE.has(rule) ? 0 : KIND.has(rule) ? 1 : 2);

/**
 * The rule whose message a field shows, from class-validator's failed constraints (rule → message).
 * Within a tier the rule written first in the class wins: class-validator lists the rules of a
 * property from the last decorator written to the first.
 */
export function mostSpecificRule(constraints: Record<string, string>): [rule: string, message: string] | undefined {
  const written = Object.entries(constraints).reverse();
  return written.reduce<[string, string] | undefined>(
    (best, candidate) => (!best || tier(candidate[0]) < tier(best[0]) ? candidate : best),
    undefined,
  );
}
