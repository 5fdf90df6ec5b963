import { PASSWORD_MAX, PASSWORD_REQUIRED, tooLongMessage } from '@despacho/domain';
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

/** The new-password form's confirmation (public-account.md §5); that it matches is the command's check. */
export const ConfirmationField = () =>
  applyDecorators(
    ApiProperty({ maxLength: PASSWORD_MAX.newPassword }),
    Untrimmed(),
    IsString({ message: 'Confirmação obrigatória' }),
    IsNotEmpty({ message: 'Confirmação obrigatória' }),
    MaxLength(PASSWORD_MAX.newPassword, { message: tooLongMessage(PASSWORD_MAX.newPassword) }),
  );
