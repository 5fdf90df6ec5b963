import { PARCEL_LIMITS } from '@despacho/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/** Limits of one volume (metres, kg): those of every parcel, shared with the CSV import and its documentation. */
export const VOLUME_LIMITS = { ...PARCEL_LIMITS, maxExtraVolumes: 50 } as const;

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const NUMBER = { allowNaN: false, allowInfinity: false };

/** `scope` prefixes the messages of an extra volume, so the user knows which measure is wrong. */
const say = (scope: string | undefined, text: string) =>
  scope ? `${scope}: ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;

function Dimension(name: 'largura' | 'altura' | 'comprimento', scope?: string) {
  const article = name === 'comprimento' ? 'o' : 'a';
  const label = `${article.toUpperCase()} ${name}`;
  return applyDecorators(
    ApiProperty({
      description: `${label} em metros`,
      minimum: 0,
      exclusiveMinimum: true,
      maximum: VOLUME_LIMITS.maxDimension,
      example: 0.3,
    }),
    IsNumber(NUMBER, { message: say(scope, `Digite ${article} ${name}`) }),
    Min(VOLUME_LIMITS.minDimension, { message: say(scope, `${label} deve ser maior que zero (no mínimo 0,1 cm)`) }),
    Max(VOLUME_LIMITS.maxDimension, { message: say(scope, `${label} deve ser de no máximo 10 m (1000 cm)`) }),
  );
}

function Weight(scope?: string) {
  return applyDecorators(
    ApiProperty({
      description: 'Peso em kg',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: VOLUME_LIMITS.maxWeight,
      example: 1.5,
    }),
    IsNumber(NUMBER, { message: say(scope, 'Digite o peso') }),
    Min(VOLUME_LIMITS.minWeight, { message: say(scope, 'O peso deve ser maior que zero (no mínimo 1 g)') }),
    Max(VOLUME_LIMITS.maxWeight, { message: say(scope, 'O peso deve ser de no máximo 10.000 kg') }),
  );
}

function Quantity(scope?: string) {
  const message = say(scope, 'A quantidade de volumes deve ser um número inteiro de 1 a 1000');
  return applyDecorators(
    ApiProperty({
      description: 'Número de volumes com estas medidas (não é estoque)',
      minimum: 1,
      maximum: VOLUME_LIMITS.maxQuantity,
      example: 1,
    }),
    IsInt({ message: say(scope, 'Digite a quantidade de volumes') }),
    Min(1, { message }),
    Max(VOLUME_LIMITS.maxQuantity, { message }),
  );
}

const EXTRA = 'Volume extra';

/** An extra volume of the product (property[]). */
export class ExtraVolumePayload {
  @Dimension('largura', EXTRA) width: number;
  @Dimension('altura', EXTRA) height: number;
  @Dimension('comprimento', EXTRA) length: number;
  @Weight(EXTRA) weight: number;
  @Quantity(EXTRA) quantity: number;
}

/** Every product field but the exit CD, which the CSV import resolves from a CD code and may leave empty. */
export class ProductFields {
  @ApiProperty({
    maxLength: 100,
    description: 'SKU, único na empresa (maiúsculas e minúsculas são iguais)',
    example: 'CAMISETA-P-AZUL',
  })
  @trimmed()
  @IsString({ message: 'Digite o SKU do produto' })
  @IsNotEmpty({ message: 'Digite o SKU do produto' })
  @MaxLength(100, { message: 'O SKU deve ter no máximo 100 caracteres' })
  @Matches(/^[^,]*$/, { message: 'O SKU não pode conter vírgula' })
  reference: string;

  @ApiProperty({ maxLength: 255, description: 'Título do produto' })
  @trimmed()
  @IsString({ message: 'Digite o título do produto' })
  @IsNotEmpty({ message: 'Digite o título do produto' })
  @MaxLength(255, { message: 'O título deve ter no máximo 255 caracteres' })
  description: string;

  @ApiProperty({ minimum: 0, description: 'Preço em reais', example: 59.9 })
  @IsNumber(NUMBER, { message: 'Digite o preço do produto' })
  @Min(0, { message: 'O preço não pode ser negativo' })
  @Max(10_000_000, { message: 'O preço deve ser de no máximo R$ 10.000.000,00' })
  price: number;

  @ApiProperty({
    required: false,
    nullable: true,
    type: Number,
    minimum: 0,
    maximum: 365,
    description: 'Dias úteis somados ao prazo de entrega',
  })
  @IsOptional()
  @IsInt({ message: 'O prazo de expedição deve ser um número inteiro de dias' })
  @Min(0, { message: 'O prazo de expedição deve ser de 0 a 365 dias' })
  @Max(365, { message: 'O prazo de expedição deve ser de 0 a 365 dias' })
  expedition_time?: number | null;

  @Dimension('largura') width: number;
  @Dimension('altura') height: number;
  @Dimension('comprimento') length: number;
  @Weight() weight: number;
  @Quantity() quantity: number;

  @ApiProperty({ type: [ExtraVolumePayload], required: false, description: 'Volumes extras do produto' })
  @IsOptional()
  @IsArray({ message: 'Os volumes extras devem ser uma lista' })
  @ArrayMaxSize(VOLUME_LIMITS.maxExtraVolumes, { message: 'O produto pode ter no máximo 50 volumes extras' })
  @ValidateNested({ each: true })
  @Type(() => ExtraVolumePayload)
  property?: ExtraVolumePayload[];
}

/** NewProduct payload (settings.md §5 and §7): the exit CD is required on the form. */
export class ProductPayload extends ProductFields {
  @ApiProperty({ format: 'uuid', description: 'CD de saída' })
  @IsUUID('all', { message: 'Selecione o CD de saída' })
  distribution_center_id: string;
}
