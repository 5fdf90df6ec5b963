import { BRAZIL_STATES } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { canonicalNameOf } from '../../domain/canonical-name.js';
import { IsCnpj } from './is-cnpj.js';

/** RegisterCarrier / UpdateCarrier fields, with the registration form's messages (public-account.md §5). */
export class CarrierPayload {
  @ApiProperty({
    maxLength: 150,
    example: 'Expresso São Miguel',
    description: 'O código (canonical_name) é derivado do nome no cadastro',
  })
  @IsString({ message: 'Digite o nome da transportadora.' })
  @IsNotEmpty({ message: 'Digite o nome da transportadora.' })
  @MaxLength(150, { message: 'Deve ter no máximo 150 caracteres' })
  @ValidateBy(
    {
      name: 'hasCanonicalName',
      validator: {
        validate: (value) => typeof value !== 'string' || value.trim() === '' || canonicalNameOf(value) !== '',
      },
    },
    { message: 'O nome deve ter ao menos uma letra ou número.' },
  )
  name: string;

  @ApiProperty({ description: 'CNPJ, apenas números', example: '11222333000181' })
  @IsString({ message: 'Digite o CNPJ, apenas números.' })
  @Matches(/^\d{14}$/, { message: 'Digite o CNPJ, apenas números.' })
  @IsCnpj('CNPJ inválido: confira os dígitos.')
  federal_tax_id: string;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    description: 'Inscrição estadual, apenas números, ou ISENTO',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(/^(ISENTO|\d{2,14})$/, { message: 'Digite a inscrição estadual, apenas números (ou ISENTO).' })
  state_tax_id?: string | null;

  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'Digite a cidade.' })
  @IsNotEmpty({ message: 'Digite a cidade.' })
  @MaxLength(255, { message: 'A cidade deve ter no máximo 255 caracteres.' })
  city: string;

  @ApiProperty({ enum: BRAZIL_STATES })
  @IsString({ message: 'Selecione o estado.' })
  @Length(2, 2, { message: 'Deve ter 2 caracters' })
  @IsIn(BRAZIL_STATES, { message: 'Selecione o estado.' })
  state: string;

  @ApiProperty({ description: 'DDD e número, apenas dígitos', example: '1130000000' })
  @IsString({ message: 'Digite um telefone.' })
  @Matches(/^\d{10,11}$/, { message: 'Digite um telefone.' })
  phone: string;
}
