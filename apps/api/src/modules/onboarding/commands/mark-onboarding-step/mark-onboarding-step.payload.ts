import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class OnboardingFilePayload {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload' })
  @IsString({ message: 'Caminho de arquivo inválido.' })
  @MaxLength(500, { message: 'Caminho de arquivo inválido.' })
  path: string;
}

/**
 * What a step sends (public-account.md §7): the freight-table step tabela_frete, carrier,
 * federal_tax_id, emails, files, or solicitar (new carriers); a video step video and file.
 */
export class OnboardingDataPayload {
  @ApiProperty({ required: false, description: 'Passo 4: envia a tabela de frete de uma transportadora' })
  @IsOptional()
  @IsBoolean({ message: 'tabela_frete deve ser verdadeiro ou falso.' })
  tabela_frete?: boolean;

  @ApiProperty({ required: false, description: 'Passo 4: nome da transportadora' })
  @IsOptional()
  @IsString({ message: 'Informe o nome da transportadora.' })
  @MaxLength(150, { message: 'Deve ter no máximo 150 caracteres' })
  carrier?: string;

  @ApiProperty({ required: false, description: 'Passo 4: CNPJ da filial da transportadora, apenas números' })
  @IsOptional()
  @IsString({ message: 'Digite o CNPJ ou CPF, apenas números.' })
  @MaxLength(14, { message: 'Digite o CNPJ ou CPF, apenas números.' })
  federal_tax_id?: string;

  @ApiProperty({ required: false, type: [String], description: 'Passo 4: e-mails de pedido de coleta' })
  @IsOptional()
  @IsArray({ message: 'Informe os e-mails separados por vírgula.' })
  @ArrayMaxSize(20, { message: 'Informe no máximo 20 e-mails.' })
  @IsEmail({}, { each: true, message: 'Deve ser um e-mail válido' })
  emails?: string[];

  @ApiProperty({
    required: false,
    type: [OnboardingFilePayload],
    description: 'Passo 4: arquivos da tabela (POST /upload)',
  })
  @IsOptional()
  @IsArray({ message: 'Envie os arquivos da tabela.' })
  @ArrayMaxSize(20, { message: 'Envie no máximo 20 arquivos.' })
  @ValidateNested({ each: true })
  @Type(() => OnboardingFilePayload)
  files?: OnboardingFilePayload[];

  @ApiProperty({ required: false, description: 'Passo 4: pede à equipe que busque novas transportadoras' })
  @IsOptional()
  @IsBoolean({ message: 'solicitar deve ser verdadeiro ou falso.' })
  solicitar?: boolean;

  @ApiProperty({ required: false, description: 'Passo 5: o vídeo assistido' })
  @IsOptional()
  @IsString({ message: 'Vídeo inválido.' })
  @MaxLength(500, { message: 'Vídeo inválido.' })
  video?: string;

  @ApiProperty({ required: false, description: 'Passo 5: o material aberto' })
  @IsOptional()
  @IsString({ message: 'Arquivo inválido.' })
  @MaxLength(500, { message: 'Arquivo inválido.' })
  file?: string;
}

/** POST onboarding {step, complete, data}: a step marked done (complete) or skipped, with what it sent. */
export class MarkOnboardingStepPayload {
  @ApiProperty({ minimum: 1, maximum: 8 })
  @Type(() => Number)
  @IsInt({ message: 'Passo inválido: escolha de 1 a 8.' })
  @Min(1, { message: 'Passo inválido: escolha de 1 a 8.' })
  @Max(8, { message: 'Passo inválido: escolha de 1 a 8.' })
  step: number;

  @ApiProperty({ description: 'true: concluído; false: pulado' })
  @IsBoolean({ message: 'complete deve ser verdadeiro ou falso.' })
  complete: boolean;

  @ApiProperty({ required: false, type: OnboardingDataPayload, nullable: true })
  @IsOptional()
  @NestedPayload(() => OnboardingDataPayload)
  data?: OnboardingDataPayload | null;
}
