import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Untrimmed } from '../../../platform/http/validation.js';

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

  @ApiProperty({ required: false, type: Object, additionalProperties: true })
  @IsOptional()
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

export class MessageDto {
  @ApiProperty() message: string;
}
