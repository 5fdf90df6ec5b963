import { PASSWORD_REQUIRED, tooLongMessage } from '@despacho/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Untrimmed } from '../../../platform/http/validation.js';

/** A new password: required, `max` at most (the spec states no minimum), kept as typed (spaces included). */
export const PasswordField = (max: number) =>
  applyDecorators(
    ApiProperty({ maxLength: max }),
    Untrimmed(),
    IsString({ message: PASSWORD_REQUIRED }),
    IsNotEmpty({ message: PASSWORD_REQUIRED }),
    MaxLength(max, { message: tooLongMessage(max) }),
  );
