import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Untrimmed } from '../../../platform/http/validation.js';

/** A new password: 8 characters at least, `max` at most, kept as typed (spaces included). */
export const PasswordField = (max: number) =>
  applyDecorators(
    ApiProperty({ minLength: 8, maxLength: max }),
    Untrimmed(),
    IsString({ message: 'Senha obrigatória' }),
    IsNotEmpty({ message: 'Senha obrigatória' }),
    MinLength(8, { message: 'A senha deve ter no mínimo 8 caracteres.' }),
    MaxLength(max, { message: `A senha deve ter no máximo ${max} caracteres.` }),
  );
