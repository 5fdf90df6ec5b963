import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { BadRequestError } from './app-errors.js';
import { assertSafeInput, trimTexts, VALIDATION_OPTIONS, validationFailed } from './validation.js';

/** The global pipe of bodies, queries and params: the same checks as a command's payload (readPayload). */
export class PayloadPipe extends ValidationPipe {
  constructor() {
    super({ ...VALIDATION_OPTIONS, transform: true, exceptionFactory: validationFailed });
  }

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    assertSafeInput(value);
    const objectExpected = metadata.type === 'body' && typeof metadata.metatype === 'function' && this.toValidate(metadata);
    if (objectExpected && (typeof value !== 'object' || value === null || Array.isArray(value))) throw new BadRequestError('Envie um objeto JSON.');
    return super.transform(value, metadata);
  }

  protected override validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> | ValidationError[] {
    trimTexts(object);
    return super.validate(object, options);
  }
}
