import { BRAZIL_STATES } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';

export class CityDto {
  @ApiProperty({ example: 'Campinas' }) name: string;
  @ApiProperty({ enum: BRAZIL_STATES, example: 'SP' }) state: string;
  @ApiProperty({ pattern: '^\\d{8}$', example: '13000001' }) zip_from: string;
  @ApiProperty({ pattern: '^\\d{8}$', example: '13139999' }) zip_to: string;
}

export class CityListDto {
  @ApiProperty({ type: [CityDto], description: 'Uma linha por faixa de CEP: uma cidade pode aparecer mais de uma vez' })
  data: CityDto[];
  @ApiProperty() total: number;
}

export class ZipRangeDto {
  @ApiProperty({ pattern: '^\\d{8}$', example: '01000000' }) zip_from: string;
  @ApiProperty({ pattern: '^\\d{8}$', example: '19999999' }) zip_to: string;
}

export class RegionDto {
  @ApiProperty({ enum: BRAZIL_STATES, example: 'SP' }) state: string;
  @ApiProperty({ example: 'São Paulo' }) name: string;
  @ApiProperty({ type: [ZipRangeDto], description: 'AM, DF e GO têm duas faixas' }) zip_ranges: ZipRangeDto[];
}

export class WholeCountryDto {
  @ApiProperty({ example: 'Brasil inteiro' }) name: string;
  @ApiProperty({ type: [ZipRangeDto], description: 'Uma faixa: 01000000 a 99999999' }) zip_ranges: ZipRangeDto[];
}

export class RegionListDto {
  @ApiProperty({ type: [RegionDto], description: 'As 27 UFs em ordem de sigla' }) data: RegionDto[];
  @ApiProperty({ example: 27 }) total: number;
  @ApiProperty({ type: WholeCountryDto, description: "A opção 'Brasil inteiro' das regras de frete" })
  whole_country: WholeCountryDto;
}

export class MunicipalityDto {
  @ApiProperty({ description: 'Código IBGE de 7 dígitos', example: 3550308 }) ibge_code: number;
  @ApiProperty({ example: 'São Paulo' }) name: string;
  @ApiProperty({ enum: BRAZIL_STATES, example: 'SP' }) state: string;
  @ApiProperty({ example: -23.5329 }) latitude: number;
  @ApiProperty({ example: -46.6395 }) longitude: number;
  @ApiProperty({ description: 'Capital do estado' }) capital: boolean;
}

export class MunicipalityListDto {
  @ApiProperty({ type: [MunicipalityDto] }) data: MunicipalityDto[];
  @ApiProperty() total: number;
}

export const CEP_SOURCES = ['viacep', 'faixa'] as const;
export type CepSource = (typeof CEP_SOURCES)[number];

export class CepAddressDto {
  @ApiProperty({ pattern: '^\\d{8}$', example: '01001000' }) zip: string;
  @ApiProperty({ description: 'Logradouro (vazio quando só a faixa é conhecida)', example: 'Praça da Sé' })
  street1: string;
  @ApiProperty({ description: 'Complemento', example: 'lado ímpar' }) street2: string;
  @ApiProperty({ example: 'Sé' }) neighborhood: string;
  @ApiProperty({ description: 'Vazio quando só a UF é conhecida', example: 'São Paulo' }) city: string;
  @ApiProperty({ enum: BRAZIL_STATES, example: 'SP' }) state: string;
  @ApiProperty({
    enum: CEP_SOURCES,
    description:
      'viacep: endereço do serviço de CEP; faixa: só cidade/UF pelas faixas de CEP (serviço indisponível ou CEP fora da base)',
  })
  source: CepSource;
}
