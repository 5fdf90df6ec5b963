import { plainToInstance } from 'class-transformer';
import { type ValidationError, validate } from 'class-validator';
import { InvalidInput } from '../errors/domain-errors.js';
import { compiledValidatorOf, trimPlainTexts } from './compiled-payload.js';
import { mostSpecificRule } from './field-message.js';

/** A body nested deeper than this is not a payload of ours: refused before anything recurses into it. */
export const MAX_INPUT_DEPTH = 32;
/** Distinct messages a 400 lists at most: every field of the longest form, not a book. */
const MAX_MESSAGES = 50;
const MAX_FIELD_NAMES = 3;

// PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate cannot be encoded as UTF-8.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const join = (prefix: string, key: string | number) => (prefix ? `${prefix}.${key}` : String(key));

/**
 * Every request body, query and command payload goes through here before class-transformer sees it:
 * too deep nesting and characters no text column can hold are client errors, whatever the field.
 */
export function assertSafeInput(value: unknown): void {
  if (!isSafeInput(value, 0)) refuseUnsafeInput(value, '', 0);
}

/** assertSafeInput's check alone: no field paths are built unless a value is refused (the quote's hot path). */
function isSafeInput(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return !UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null) return true;
  if (depth >= MAX_INPUT_DEPTH) return false;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (UNSTORABLE.test(key) || !isSafeInput(record[key], depth + 1)) return false;
  return true;
}

/** Throws the message for the first value isSafeInput refuses, naming its field. */
function refuseUnsafeInput(value: unknown, path: string, depth: number): void {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value))
      throw new InvalidInput(`O campo ${path || 'enviado'} contém um caractere inválido (NUL ou Unicode incompleto).`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_INPUT_DEPTH)
    throw new InvalidInput(`O conteúdo enviado tem mais de ${MAX_INPUT_DEPTH} níveis de aninhamento.`);
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key))
      throw new InvalidInput('O nome de um campo contém um caractere inválido (NUL ou Unicode incompleto).');
    refuseUnsafeInput(item, join(path, key), depth + 1);
  }
}

const UNTRIMMED = Symbol('untrimmed');
type Untrimmable = { [UNTRIMMED]?: Set<string | symbol> };

/** A text field kept as typed (a password): every other text of a payload is trimmed before validation. */
export const Untrimmed = (): PropertyDecorator => (target, key) => {
  const owner = target as Untrimmable;
  owner[UNTRIMMED] = new Set([...(owner[UNTRIMMED] ?? []), key]);
};

/**
 * Trims the texts of a payload instance and of its nested payload classes, so a required field of
 * blanks is empty to IsNotEmpty and what is stored has no stray spaces. Plain objects (free-form
 * maps, a command's raw payload) are left alone: their own payload class trims them.
 */
export function trimTexts(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => (typeof item === 'string' ? (value[index] = item.trim()) : trimTexts(item)));
    return;
  }
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) === Object.prototype) return;
  const untrimmed = (value as Untrimmable)[UNTRIMMED];
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') {
      if (!untrimmed?.has(key)) (value as Record<string, unknown>)[key] = item.trim();
    } else trimTexts(item);
  }
}

// class-validator's own messages are English; a rule without a message of ours gets one of these.
const DEFAULT_MESSAGES: Record<string, (field: string, limit: string) => string> = {
  isString: (field) => `O campo ${field} deve ser um texto.`,
  isNotEmpty: (field) => `Preencha o campo ${field}.`,
  isDefined: (field) => `Preencha o campo ${field}.`,
  maxLength: (field, limit) => `O campo ${field} deve ter no máximo ${limit} caracteres.`,
  minLength: (field, limit) => `O campo ${field} deve ter ao menos ${limit} caracteres.`,
  isLength: (field) => `O campo ${field} tem um tamanho inválido.`,
  isNumber: (field) => `O campo ${field} deve ser um número.`,
  isInt: (field) => `O campo ${field} deve ser um número inteiro.`,
  isPositive: (field) => `O campo ${field} deve ser maior que zero.`,
  min: (field, limit) => `O campo ${field} deve ser no mínimo ${limit}.`,
  max: (field, limit) => `O campo ${field} deve ser no máximo ${limit}.`,
  isBoolean: (field) => `O campo ${field} deve ser verdadeiro ou falso.`,
  isUuid: (field) => `O campo ${field} deve ser um id válido.`,
  isEmail: (field) => `O campo ${field} deve ser um e-mail válido.`,
  isIn: (field) => `O campo ${field} tem um valor não aceito.`,
  isEnum: (field) => `O campo ${field} tem um valor não aceito.`,
  matches: (field) => `O campo ${field} está em um formato inválido.`,
  isArray: (field) => `O campo ${field} deve ser uma lista.`,
  arrayMinSize: (field, limit) => `O campo ${field} deve ter ao menos ${limit} itens.`,
  arrayMaxSize: (field, limit) => `O campo ${field} deve ter no máximo ${limit} itens.`,
  isObject: (field) => `O campo ${field} deve ser um objeto.`,
  nestedValidation: (field) => `O campo ${field} deve ser um objeto.`,
  unknownValue: () => 'Envie um objeto JSON.',
};

const ENGLISH = /\b(must|should|has failed|was passed)\b/;

function ptBr(rule: string, text: string, field: string): string {
  if (!ENGLISH.test(text)) return text;
  const limit = text.slice(text.indexOf(' must ') + 1).match(/-?\d+(\.\d+)?/)?.[0] ?? '';
  return (DEFAULT_MESSAGES[rule] ?? ((name) => `O campo ${name} é inválido.`))(field || 'enviado', limit);
}

/** One message per field (mostSpecificRule); a field whose own rules fail is not also judged by its parts. */
function collect(errors: ValidationError[], prefix: string, texts: Set<string>, unknown: string[]): void {
  for (const error of errors) {
    const path = join(prefix, error.property);
    const constraints = { ...error.constraints };
    if ('whitelistValidation' in constraints) unknown.push(path);
    delete constraints.whitelistValidation;
    const chosen = mostSpecificRule(constraints);
    if (chosen) texts.add(ptBr(chosen[0], chosen[1], path));
    else collect(error.children ?? [], path, texts, unknown);
  }
}

function unknownFields(paths: string[]): string {
  if (paths.length === 1) return `O campo ${paths[0]} não é permitido.`;
  const named = paths.slice(0, MAX_FIELD_NAMES).join(', ');
  const more = paths.length - MAX_FIELD_NAMES;
  return `Os campos ${named}${more > 0 ? ` e mais ${more.toLocaleString('pt-BR')}` : ''} não são permitidos.`;
}

/** One message as written (the spec's texts word for word); several read as sentences ('Digite o peso. Digite o SKU.'). */
const sentences = (texts: string[]) =>
  texts.length === 1 ? texts[0] : texts.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(' ');

/** class-validator errors become one 400 whose message lists the problems, in pt-BR, each once. */
export function validationFailed(errors: ValidationError[]): InvalidInput {
  const texts = new Set<string>();
  const unknown: string[] = [];
  collect(errors, '', texts, unknown);
  if (unknown.length > 0) texts.add(unknownFields(unknown));
  return new InvalidInput(sentences([...texts].slice(0, MAX_MESSAGES)));
}

export const VALIDATION_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  validationError: { target: false, value: false },
} as const;

/**
 * A command's payload: safe characters and depth, trimmed texts, then the rules of its class. A class
 * with a compiled schema (@CompiledPayload, NewOrder's) that accepts the payload answers it as the
 * plain object, as the global pipe does for bodies; what the schema refuses takes the class's rules.
 */
export async function readPayload<T extends object>(type: new () => T, plain: unknown): Promise<T> {
  assertSafeInput(plain);
  const compiled = compiledValidatorOf(type);
  if (compiled) {
    trimPlainTexts(plain);
    if (compiled(plain)) return plain as T;
  }
  return readPayloadByRules(type, plain);
}

/** readPayload by the class's rules alone (class-transformer and class-validator), the compiled schema's reference. */
export async function readPayloadByRules<T extends object>(type: new () => T, plain: unknown): Promise<T> {
  assertSafeInput(plain);
  const payload = plainToInstance(type, plain);
  trimTexts(payload);
  const errors = await validate(payload, VALIDATION_OPTIONS);
  if (errors.length > 0) throw validationFailed(errors);
  return payload;
}
