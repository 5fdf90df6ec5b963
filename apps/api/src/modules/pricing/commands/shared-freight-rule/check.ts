import { registerDecorator } from 'class-validator';

/**
 * A validation with its own message that may read the whole payload (cross-field rules). Each
 * check fails only in its own case, so one mistake yields one message; the message names the
 * constraint, so equal messages on a field collapse into one.
 */
export function Check<T = unknown>(predicate: (value: unknown, payload: T) => boolean, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: message,
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: (value: unknown, args) => predicate(value, args!.object as T) },
    });
}

export const isNumberAtLeastZero = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
