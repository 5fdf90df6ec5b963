import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Untrimmed } from '../../../../platform/http/validation.js';

export class ChangePasswordPayload {
  @ApiProperty({ description: 'O token do link enviado por e-mail' })
  @IsString({ message: 'Informe o token.' })
  @IsNotEmpty({ message: 'Informe o token.' })
  @MaxLength(200, { message: 'Informe o token.' })
  reset_password_token: string;

  @ApiProperty({ minLength: 8, maxLength: 20 })
  @Untrimmed() // a password is what was typed, spaces included
  @IsString({ message: 'Senha obrigatória' })
  @IsNotEmpty({ message: 'Senha obrigatória' })
  @MinLength(8, { message: 'A senha deve ter no mínimo 8 caracteres.' })
  @MaxLength(20, { message: 'A senha deve ter no máximo 20 caracteres.' })
  password: string;

  @ApiProperty({ maxLength: 20 })
  @Untrimmed()
  @IsString({ message: 'Confirmação obrigatória' })
  @IsNotEmpty({ message: 'Confirmação obrigatória' })
  @MaxLength(20, { message: 'A confirmação deve ter no máximo 20 caracteres.' })
  confirm_password: string;
}
