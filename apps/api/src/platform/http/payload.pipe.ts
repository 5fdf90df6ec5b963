import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { InvalidInput } from '../errors/domain-errors.js';
import { compiledValidatorOf, trimPlainTexts } from './compiled-payload.js';
import { assertSafeInput, trimTexts, VALIDATION_OPTIONS, validationFailed } from './validation.js';

/**
 * The global pipe of bodies, queries and params: the same checks as a command's payload (readPayload).
 * A body class with a compiled schema (@CompiledPayload) that accepts the body is answered as the
 * plain body without class-transformer and class-validator (the quote's hot path); what the schema
 * refuses takes the usual way, so the messages are the class's.
 */
export class PayloadPipe extends ValidationPipe {
  constructor() {
    super({ ...VALIDATION_OPTIONS, transform: true, exceptionFactory: validationFailed });
  }

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // @CurrentActor is the caller the guard resolved from the read model, not input: nothing to check.
    if (metadata.type === 'custom') return Promise.resolve(value);
    assertSafeInput(value);
    const objectExpected =
      metadata.type === 'body' && typeof metadata.metatype === 'function' && this.toValidate(metadata);
    // No body at all is an empty object, so the caller learns which fields are missing.
    const body = objectExpected && value === undefined ? {} : value;
    if (objectExpected && (typeof body !== 'object' || body === null || Array.isArray(body)))
      throw new InvalidInput('Envie um objeto JSON.');
    const compiled = metadata.type === 'body' ? compiledValidatorOf(metadata.metatype) : undefined;
    if (compiled) {
      trimPlainTexts(body);
      if (compiled(body)) return Promise.resolve(body);
    }
    return super.transform(body, metadata);
  }

  protected override validate(
    object: object,
    options?: ValidatorOptions,
  ): Promise<ValidationError[]> | ValidationError[] {
    trimTexts(object);
    return super.validate(object, options);
  }
}
