import { BRAZIL_STATES } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

/** The Brazilian street address every address payload shares, with the spec's validation messages. */
export abstract class StreetAddressPayload {
  @ApiProperty({ description: 'CEP, 8 dígitos' })
  @IsString({ message: 'Digite um CEP válido.' })
  @Matches(/^\d{8}$/, { message: 'Digite um CEP válido.' })
  zip: string;

  @ApiProperty()
  @IsString({ message: 'Digite o endereço.' })
  @IsNotEmpty({ message: 'Digite o endereço.' })
  @MaxLength(255)
  street1: string;
  @ApiProperty()
  @IsString({ message: 'Digite o número.' })
  @IsNotEmpty({ message: 'Digite o número.' })
  @MaxLength(20)
  number: string;
  @ApiProperty({ required: false, nullable: true, type: String }) @IsOptional() @IsString() @MaxLength(255) street2?:
    string | null;
  @ApiProperty()
  @IsString({ message: 'Digite o bairro.' })
  @IsNotEmpty({ message: 'Digite o bairro.' })
  @MaxLength(255)
  neighborhood: string;
  @ApiProperty()
  @IsString({ message: 'Digite a cidade.' })
  @IsNotEmpty({ message: 'Digite a cidade.' })
  @MaxLength(255)
  city: string;

  @ApiProperty({ enum: BRAZIL_STATES })
  @IsIn(BRAZIL_STATES, { message: 'Selecione o estado.' })
  state: string;
}

/**
 * Phone, e-mail and the Brazilian postal address every address payload shares (a CD's, an order
 * recipient's), with the messages of the spec's validation tables. Subclasses add who it is.
 */
export abstract class PostalAddressPayload extends StreetAddressPayload {
  @ApiProperty({ description: 'DDD e número, apenas dígitos' })
  @IsString({ message: 'Digite um telefone.' })
  @Matches(/^\d{10,11}$/, { message: 'Digite um telefone.' })
  phone: string;

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 255 })
  @IsOptional()
  @ValidateIf((_, value) => value !== '' && value !== null)
  @MaxLength(255, { message: 'Digite um e-mail válido' })
  @IsEmail({}, { message: 'Digite um e-mail válido' })
  email?: string | null;

  @ApiProperty({ required: false, default: 'BRA' })
  @IsOptional()
  @IsIn(['BRA'], { message: 'O país é sempre BRA.' })
  country?: 'BRA';
}
