import {
  CONTINGENCY_TYPES,
  type ContingencyType,
  PRICE_INCREASE_TYPES,
  type PriceIncreaseType,
} from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { NestedPayload } from '../../../platform/http/nested-payload.js';

const MAX_BAND_KG = 10_000;
const ZIP = /^(\d{5}-?\d{3}|\d{2}\.\d{3}-\d{3})$/;

/** One number of a band: a missing one gets `missing` alone; a wrong one, what `wrong` says of it. */
const BandNumber = (missing: string, wrong: (value: number) => string | null) =>
  ValidateBy({
    name: 'bandNumber',
    validator: {
      validate: (value) => typeof value === 'number' && Number.isFinite(value) && wrong(value) === null,
      defaultMessage: (args) =>
        typeof args?.value === 'number' && Number.isFinite(args.value) ? (wrong(args.value) ?? missing) : missing,
    },
  });

/** A typed CEP must be one; a missing one is IsNotEmpty's to answer, with the spec's message alone. */
const IsZipWhenTyped = () =>
  ValidateBy({
    name: 'isZip',
    validator: {
      validate: (value) => typeof value !== 'string' || value === '' || ZIP.test(value),
      defaultMessage: () => 'Digite um CEP válido.',
    },
  });
const MAX_CART_VALUE = 100_000_000;

export class PriceIncreasePayload {
  @ApiProperty({
    enum: PRICE_INCREASE_TYPES,
    description: 'value: soma R$; percentage: soma %; fixed: preço fixo em R$',
  })
  @IsIn(PRICE_INCREASE_TYPES, { message: 'Selecione o tipo de modificação do preço.' })
  type: PriceIncreaseType;

  @ApiProperty({ description: 'R$ (value, fixed) ou % (percentage)' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Informe o valor da modificação do preço.' })
  @Min(-100, { message: 'O percentual não pode reduzir mais que 100%.' })
  @Max(MAX_CART_VALUE, { message: 'O valor da modificação é grande demais.' })
  value: number;
}

export class ContingencyWeightPayload {
  @ApiProperty({ description: "'Até (kg)': peso máximo da faixa, em kg (até 3 casas decimais)" })
  @BandNumber('Preencha o campo Até (kg) de cada faixa.', (kg) =>
    kg < 0.001 || !Number.isInteger(Math.round(kg * 1e6) / 1e3)
      ? 'O campo Até (kg) deve ser maior que zero, em kg com até 3 casas decimais.'
      : kg > MAX_BAND_KG
        ? 'O campo Até (kg) deve ser de no máximo 10.000 kg.'
        : null,
  )
  weight: number;

  @ApiProperty({ description: 'Valor do carrinho com que a faixa é cotada, R$' })
  @BandNumber('Preencha o valor do carrinho de cada faixa.', (value) =>
    value < 0
      ? 'O valor do carrinho não pode ser negativo.'
      : value > MAX_CART_VALUE
        ? 'O valor do carrinho deve ser de no máximo R$ 100.000.000,00.'
        : null,
  )
  cargo_value: number;
}

/** NewBackgroundTask {action: 'GenerateContingencyFreightTable', payload} (settings.md §3, §5 Contingency request). */
export class ContingencyRequestPayload {
  @ApiProperty({ enum: CONTINGENCY_TYPES })
  @IsIn(CONTINGENCY_TYPES, { message: 'Selecione o tipo de tabela' })
  type: ContingencyType;

  @ApiProperty({ description: 'CEP de origem, 8 dígitos (com ou sem máscara)' })
  @IsString({ message: 'Coloque o CEP de origem' })
  @IsNotEmpty({ message: 'Coloque o CEP de origem' })
  @IsZipWhenTyped()
  zip_origin: string;

  @ApiProperty({ type: PriceIncreasePayload, required: false })
  @IsOptional()
  @NestedPayload(() => PriceIncreasePayload)
  increase_price?: PriceIncreasePayload;

  @ApiProperty({
    type: [ContingencyWeightPayload],
    required: false,
    description: 'Faixas de peso; sem elas: até 30 kg (R$ 200) e até 100 kg (R$ 600)',
  })
  @IsOptional()
  @IsArray({ message: 'Informe as faixas de peso.' })
  @ArrayMinSize(1, { message: 'Informe ao menos uma faixa de peso.' })
  @ArrayMaxSize(20, { message: 'No máximo 20 faixas de peso.' })
  @ValidateNested({ each: true })
  @Type(() => ContingencyWeightPayload)
  weights?: ContingencyWeightPayload[];
}
