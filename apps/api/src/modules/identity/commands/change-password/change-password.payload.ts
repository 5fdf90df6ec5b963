import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Untrimmed } from '../../../../platform/http/validation.js';
import { PasswordField } from '../password.field.js';

export class ChangePasswordPayload {
  @ApiProperty({ description: 'O token do link enviado por e-mail' })
  @IsString({ message: 'Informe o token.' })
  @IsNotEmpty({ message: 'Informe o token.' })
  @MaxLength(200, { message: 'Informe o token.' })
  reset_password_token: string;

  @PasswordField(20)
  password: string;

  @ApiProperty({ maxLength: 20 })
  @Untrimmed()
  @IsString({ message: 'Confirmação obrigatória' })
  @IsNotEmpty({ message: 'Confirmação obrigatória' })
  @MaxLength(20, { message: 'A confirmação deve ter no máximo 20 caracteres.' })
  confirm_password: string;
}
