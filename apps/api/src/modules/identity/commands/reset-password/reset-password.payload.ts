import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ResetPasswordPayload {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'Email obrigatório' })
  @IsNotEmpty({ message: 'Email obrigatório' })
  @MaxLength(255, { message: 'O e-mail deve ter no máximo 255 caracteres.' })
  @IsEmail({}, { message: 'Deve ser um e-mail válido' })
  email: string;
}
