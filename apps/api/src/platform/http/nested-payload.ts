import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';

/**
 * A nested payload object. ValidateNested alone lets an array through (checked as a list of none)
 * and the handler then reads it as the object: a 500. IsObject refuses arrays and null first.
 */
export const NestedPayload = (type: () => new () => object) =>
  applyDecorators(IsObject(), ValidateNested(), Type(type));
