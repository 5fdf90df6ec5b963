import { isValidCnpj } from '@despacho/domain';
import { registerDecorator } from 'class-validator';

/** CNPJ: 14 digits with valid check digits. */
export function IsCnpj(message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCnpj',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && /^\d{14}$/.test(value) && isValidCnpj(value),
      },
    });
}
