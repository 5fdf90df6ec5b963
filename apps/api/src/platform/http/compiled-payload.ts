import { Ajv } from 'ajv';

/**
 * A JSON schema compiled (ajv) for a payload class on a hot path, checked before its class-validator
 * rules. It only ever lets through what the class's own rules accept: the schema may be stricter,
 * never looser (compiled-payload specs check that). Anything it refuses goes through the class's
 * rules, which answer the 400 with the usual pt-BR messages, or accept it after all.
 */
const ajv = new Ajv({
  allErrors: false,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  strict: true,
});
/** Whether a body is accepted by a class's compiled check (never a body its rules refuse). */
export type CompiledValidator = (body: unknown) => boolean;

const compiled = new WeakMap<object, CompiledValidator>();

/**
 * Class decorator: `schema` is the class's rules as a JSON schema. Every object in it must be a
 * payload class whose texts are all trimmed (no @Untrimmed field), as the pipe trims them all.
 * `refine`, run only on a body the schema accepted, holds the rules no schema says (check digits,
 * real days, lengths in UTF-16 units).
 */
export const CompiledPayload =
  <T>(schema: object, refine?: (body: T) => boolean): ClassDecorator =>
  (target) => {
    const validate = ajv.compile<T>(schema);
    compiled.set(target, refine ? (body) => validate(body) && refine(body) : validate);
  };

export function compiledValidatorOf(type: unknown): CompiledValidator | undefined {
  return typeof type === 'function' ? compiled.get(type) : undefined;
}

/** Trims every text of a plain JSON value in place, as trimTexts does to payload instances. */
export function trimPlainTexts(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (typeof item === 'string') {
      const trimmed = item.trim();
      if (trimmed !== item) record[key] = trimmed; // most texts need no trim: no write
    } else if (typeof item === 'object') trimPlainTexts(item);
  }
}
