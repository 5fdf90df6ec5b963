import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsEmail, IsObject, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { NestedPayload } from '../../../platform/http/nested-payload.js';
import { Untrimmed } from '../../../platform/http/validation.js';
import { PASSWORD_MAX } from '@despacho/domain';
import { ConfirmationField, PasswordField } from '../commands/password.field.js';
import { ResetPasswordPayload } from '../commands/reset-password/reset-password.payload.js';

export class LoginDto {
  @ApiProperty()
  @IsNotEmpty({ message: 'Email obrigatório' })
  @MaxLength(255, { message: 'O e-mail deve ter no máximo 255 caracteres.' })
  @IsEmail({}, { message: 'Deve ser um e-mail válido' })
  email: string;

  @ApiProperty()
  @Untrimmed() // a password is what was typed, spaces included
  @IsString({ message: 'Senha obrigatória' })
  @IsNotEmpty({ message: 'Senha obrigatória' })
  @MaxLength(200, { message: 'Senha longa demais.' })
  password: string;

  @ApiProperty({
    required: false,
    type: Object,
    additionalProperties: true,
    description:
      'Parâmetros da página de login; `redirect` (o ?redirect= em base64) volta como o `redirect` da resposta',
  })
  @IsOptional()
  @IsObject({ message: 'Os parâmetros devem ser um objeto.' })
  params?: Record<string, unknown>;
}

export class CompanyTokenDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe a empresa.' })
  company_id: string;
}

export class ConfirmEmailDto {
  @ApiProperty()
  @IsString({ message: 'Informe o token.' })
  @IsNotEmpty({ message: 'Informe o token.' })
  token: string;
}

/** POST auth/reset-password: the spec's {action, payload} shape, for the one action it allows. */
export class ResetPasswordDto {
  @ApiProperty({ required: false, enum: ['ResetPassword'] })
  @IsOptional()
  @Equals('ResetPassword', { message: 'Ação inválida.' })
  action?: 'ResetPassword';

  @ApiProperty({ type: ResetPasswordPayload })
  @NestedPayload(() => ResetPasswordPayload)
  payload: ResetPasswordPayload;
}

export class MessageDto {
  @ApiProperty() message: string;
}

/** POST auth/change-password as the spec writes it: {token, password, confirmation} (public-account.md §7). */
export class ChangePasswordDto {
  @ApiProperty({ description: 'O token do link enviado por e-mail' })
  @IsString({ message: 'Informe o token.' })
  @IsNotEmpty({ message: 'Informe o token.' })
  @MaxLength(200, { message: 'Informe o token.' })
  token: string;

  @PasswordField(PASSWORD_MAX.newPassword)
  password: string;

  @ConfirmationField()
  confirmation: string;
}
