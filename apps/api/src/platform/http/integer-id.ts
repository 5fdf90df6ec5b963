import { type PipeTransform } from '@nestjs/common';
import { ValidateBy } from 'class-validator';
import { NotFound } from '../errors/domain-errors.js';

/**
 * Ids kept in PostgreSQL `integer` / `bigint` columns (a sales channel's id, a delivery's serial).
 * A whole number past its column's range was accepted by IsInt and then refused by PostgreSQL: a 500,
 * or, in a batch writer, the loss of the batch. Every such id is checked against its column here.
 */
export const INTEGER_ID_MAX = 2_147_483_647;
const BIGINT_ID_MAX = 9_223_372_036_854_775_807n;

/** A whole number from 1 to the `integer` column's maximum. */
export const isIntegerId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INTEGER_ID_MAX;

/** A payload field holding an `integer` id: one rule, so one message whatever is wrong with it. */
export const IsIntegerId = (message: string): PropertyDecorator =>
  ValidateBy({ name: 'isIntegerId', validator: { validate: isIntegerId, defaultMessage: () => message } });

/** IsIntegerId for the JSON schemas of @CompiledPayload classes. */
export const INTEGER_ID_SCHEMA = { type: 'integer', minimum: 1, maximum: INTEGER_ID_MAX } as const;

/**
 * A path parameter holding an id of a `column` column: digits within its range, else the 404 of a
 * record that cannot exist (as the uuid parameters answer). Answers the id as the digits' text.
 */
export const integerIdParam = (column: 'integer' | 'bigint', notFound: string): PipeTransform<string, string> => ({
  transform(value: string): string {
    const max = column === 'integer' ? BigInt(INTEGER_ID_MAX) : BIGINT_ID_MAX;
    if (!/^[1-9]\d{0,18}$/.test(value) || BigInt(value) > max) throw new NotFound(notFound);
    return value;
  },
});
