import type { ValidationError } from 'class-validator';
import { BadRequestError } from './app-errors.js';

function messages(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, text]) =>
      rule === 'whitelistValidation' ? `O campo ${path} não é permitido.` : text,
    );
    return [...own, ...messages(error.children ?? [], path)];
  });
}

/** class-validator errors become one 400 whose message lists every problem, in pt-BR. */
export function validationFailed(errors: ValidationError[]): BadRequestError {
  return new BadRequestError(messages(errors).join(' '));
}

export const VALIDATION_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  validationError: { target: false, value: false },
} as const;
