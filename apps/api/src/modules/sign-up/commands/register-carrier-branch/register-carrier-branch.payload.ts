import { CARRIER_SLUG, CARRIER_TMS } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';
import { StreetAddressPayload } from '../../../../platform/http/postal-address.payload.js';
import { IsCnpj } from '../../../catalog/index.js';
import { CaptchaAnswerDto } from '../../../tracking/index.js';

/** The carrier's address, with the §5 address messages. */
export class CarrierBranchAddressPayload extends StreetAddressPayload {}

export class CarrierBranchPropertyPayload {
  @ApiProperty({ enum: CARRIER_TMS })
  @IsIn(CARRIER_TMS, { message: 'Selecione o TMS.' })
  tms: string;

  @ApiProperty({ type: CarrierBranchAddressPayload })
  @NestedPayload(() => CarrierBranchAddressPayload)
  address: CarrierBranchAddressPayload;
}

/**
 * public-account.md §3 Carrier registration payload (RegisterCarrier without a session), sent by the
 * carrier without login, with the captcha.
 */
export class RegisterCarrierBranchPayload extends CaptchaAnswerDto {
  @ApiProperty({ maxLength: 150 })
  @IsString({ message: 'Digite o nome da transportadora.' })
  @IsNotEmpty({ message: 'Digite o nome da transportadora.' })
  @MaxLength(150, { message: 'Deve ter no máximo 150 caracteres' })
  name: string;

  @ApiProperty({ description: 'Código (slug): letras minúsculas, sem espaços', example: 'expresso-sao-miguel' })
  @IsString({ message: 'Digite o código da transportadora.' })
  @MaxLength(60, { message: 'Deve ter no máximo 60 caracteres' })
  @Matches(CARRIER_SLUG, { message: 'Use letras minúsculas, números e hífens, sem espaços.' })
  canonical_name: string;

  @ApiProperty({ description: 'Inscrição estadual, apenas números, ou ISENTO' })
  @IsString({ message: 'Digite a inscrição estadual.' })
  @Matches(/^(ISENTO|\d{2,14})$/i, { message: 'Digite a inscrição estadual.' })
  state_tax_id: string;

  @ApiProperty({ description: 'CNPJ, apenas números' })
  @IsString({ message: 'Digite o CNPJ, apenas números.' })
  @Matches(/^\d{14}$/, { message: 'Digite o CNPJ, apenas números.' })
  @IsCnpj('CNPJ inválido: confira os dígitos.')
  federal_tax_id: string;

  @ApiProperty({ description: 'DDD e número, apenas dígitos' })
  @IsString({ message: 'Digite um telefone.' })
  @Matches(/^\d{10,11}$/, { message: 'Digite um telefone.' })
  phone: string;

  @ApiProperty({ default: 300, description: 'Fator de cubagem (kg/m³)' })
  @IsInt({ message: 'Informe a cubagem (número).' })
  @Min(1, { message: 'Informe a cubagem (número).' })
  @Max(10_000, { message: 'A cubagem deve ser no máximo 10000.' })
  cubage: number;

  @ApiProperty({ type: CarrierBranchPropertyPayload })
  @NestedPayload(() => CarrierBranchPropertyPayload)
  property: CarrierBranchPropertyPayload;
}
