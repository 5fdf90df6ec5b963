import { BRAZIL_STATES } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidationArguments,
} from 'class-validator';
import { PostalAddressPayload } from '../../../../platform/http/postal-address.payload.js';
import { IsCnpj } from './is-cnpj.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export class AddressPayload extends PostalAddressPayload {
  @ApiProperty({ default: false }) @IsOptional() @IsBoolean() residential?: boolean;

  @ApiProperty({ maxLength: 150, description: 'Razão social' })
  @IsString({ message: 'Digite a razão social' })
  @IsNotEmpty({ message: 'Digite a razão social' })
  @MaxLength(150, { message: 'A razão social deve ter no máximo 150 caracteres.' })
  name: string;

  @ApiProperty({ description: 'CNPJ, apenas números' })
  @IsString({ message: 'Digite o CNPJ, apenas números.' })
  @Matches(/^\d{14}$/, { message: 'Digite o CNPJ, apenas números.' })
  @IsCnpj('CNPJ inválido: confira os dígitos.')
  federal_tax_id: string;

  /** The CD table of §5 also says how long a state is (a subclass's checks replace the inherited ones). */
  @IsString({ message: 'Selecione o estado.' })
  @Length(2, 2, { message: 'Deve ter 2 caracters' })
  @IsIn(BRAZIL_STATES, { message: 'Selecione o estado.' })
  declare state: string;
}

export class PickupWindowDayPayload {
  @ApiProperty({ required: false, nullable: true, type: String, example: '09:00' })
  @IsOptional()
  @Matches(TIME, { message: (args: ValidationArguments) => `Horário inválido em ${args.property}: use HH:MM.` })
  time1?: string | null;
  @ApiProperty({ required: false, nullable: true, type: String, example: '12:00' })
  @IsOptional()
  @Matches(TIME, { message: 'Horário inválido: use HH:MM.' })
  time2?: string | null;
  @ApiProperty({ required: false, nullable: true, type: String, example: '14:00' })
  @IsOptional()
  @Matches(TIME, { message: 'Horário inválido: use HH:MM.' })
  time3?: string | null;
  @ApiProperty({ required: false, nullable: true, type: String, example: '17:00' })
  @IsOptional()
  @Matches(TIME, { message: 'Horário inválido: use HH:MM.' })
  time4?: string | null;
}

export class PickupWindowPayload {
  @ApiProperty({ type: PickupWindowDayPayload })
  @NestedPayload(() => PickupWindowDayPayload)
  monday: PickupWindowDayPayload;
  @ApiProperty({ type: PickupWindowDayPayload })
  @NestedPayload(() => PickupWindowDayPayload)
  tuesday: PickupWindowDayPayload;
  @ApiProperty({ type: PickupWindowDayPayload })
  @NestedPayload(() => PickupWindowDayPayload)
  wednesday: PickupWindowDayPayload;
  @ApiProperty({ type: PickupWindowDayPayload })
  @NestedPayload(() => PickupWindowDayPayload)
  thursday: PickupWindowDayPayload;
  @ApiProperty({ type: PickupWindowDayPayload })
  @NestedPayload(() => PickupWindowDayPayload)
  friday: PickupWindowDayPayload;
}

/** NewDistributionCenter / UpdateDistributionCenter payload, with the spec's messages (settings.md §5). */
export class DistributionCenterPayload {
  @ApiProperty({ maxLength: 20, example: 'CD1' })
  @IsString({ message: 'Digite um código para esse CD' })
  @IsNotEmpty({ message: 'Digite um código para esse CD' })
  @MaxLength(20, { message: 'Deve ter no máximo 20 caracteres' })
  reference: string;

  @ApiProperty({ maxLength: 20 })
  @IsString({ message: 'Digite um nome para esse CD' })
  @IsNotEmpty({ message: 'Digite um nome para esse CD' })
  @MaxLength(20, { message: 'Deve ter no máximo 20 caracteres' })
  name: string;

  @ApiProperty({ minimum: 0, maximum: 365, default: 0, description: 'Dias úteis de expedição' })
  @IsOptional()
  @IsInt({ message: 'O prazo de expedição deve ser um número inteiro de dias.' })
  @Min(0, { message: 'O prazo de expedição não pode ser negativo.' })
  @Max(365, { message: 'O prazo de expedição deve ser de no máximo 365 dias.' })
  expedition_time?: number;

  @ApiProperty({ type: AddressPayload }) @NestedPayload(() => AddressPayload) address: AddressPayload;

  @ApiProperty({ type: PickupWindowPayload, required: false })
  @IsOptional()
  @NestedPayload(() => PickupWindowPayload)
  pickup_window?: PickupWindowPayload;
}
