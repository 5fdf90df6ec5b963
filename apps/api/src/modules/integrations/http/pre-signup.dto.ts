import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class PreSignupDto {
  @ApiProperty({ description: 'Token da loja (sid): leva ao login ou ao pedido de contato' }) store_token: string;
}

/** POST allow-contact/nuvemshop?token=: who the provider's staff should call. */
export class AllowContactPayload {
  @ApiProperty({ maxLength: 255 })
  @trimmed()
  @IsString({ message: 'Digite seu nome' })
  @IsNotEmpty({ message: 'Digite seu nome' })
  @MaxLength(255, { message: 'O nome deve ter no máximo 255 caracteres' })
  name: string;

  @ApiProperty({ maxLength: 255 })
  @trimmed()
  @IsEmail({}, { message: 'Digite um e-mail válido' })
  @MaxLength(255, { message: 'O e-mail deve ter no máximo 255 caracteres' })
  email: string;

  @ApiProperty({ description: 'Telefone com DDD (10 ou 11 dígitos)', example: '11987654321' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\D/g, '') : value))
  @IsString({ message: 'Digite um telefone com DDD' })
  @Matches(/^\d{10,11}$/, { message: 'Digite um telefone com DDD (10 ou 11 dígitos)' })
  phone: string;
}

export class ContactRequestDto {
  @ApiProperty() channel: string;
  @ApiProperty({ description: 'Id da loja no canal' }) store_id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
}

export class ContactRequestListDto {
  @ApiProperty({ type: [ContactRequestDto] }) data: ContactRequestDto[];
  @ApiProperty() total: number;
}
