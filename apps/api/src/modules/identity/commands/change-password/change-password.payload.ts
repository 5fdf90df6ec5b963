import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX } from '@despacho/domain';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ConfirmationField, PasswordField } from '../password.field.js';

export class ChangePasswordPayload {
  @ApiProperty({ description: 'O token do link enviado por e-mail' })
  @IsString({ message: 'Informe o token.' })
  @IsNotEmpty({ message: 'Informe o token.' })
  @MaxLength(200, { message: 'Informe o token.' })
  reset_password_token: string;

  @PasswordField(PASSWORD_MAX.newPassword)
  password: string;

  @ConfirmationField()
  confirm_password: string;
}
