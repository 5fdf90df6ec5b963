import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { IsCnpj } from '../../../catalog/index.js';
import { CaptchaAnswerDto } from '../../../tracking/index.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';
import { PostalAddressPayload } from '../../../../platform/http/postal-address.payload.js';

export const SIGN_UP_ROLES = ['admin', 'financeiro'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/** Step 1 (public-account.md §5 Company registration). */
export class SignUpCompanyPayload {
  @ApiProperty({ maxLength: 150, description: 'Nome da empresa (nome fantasia)' })
  @IsString({ message: 'Digite o nome da empresa' })
  @IsNotEmpty({ message: 'Digite o nome da empresa' })
  @MaxLength(150, { message: 'Deve ter no máximo 150 caracteres' })
  name: string;

  @ApiProperty({ description: 'Inscrição estadual, apenas números, ou ISENTO' })
  @IsString({ message: 'Digite a inscrição estadual.' })
  @Matches(/^(ISENTO|\d{2,14})$/i, { message: 'Digite a inscrição estadual.' })
  state_tax_id: string;

  @ApiProperty({ description: 'CNPJ, apenas números', example: '11222333000181' })
  @IsString({ message: 'Digite o CNPJ' })
  @Matches(/^\d{14}$/, { message: 'Digite o CNPJ' })
  @IsCnpj('CNPJ inválido: confira os dígitos.')
  federal_tax_id: string;
}

/** Step 2: the fixed admin and 'financeiro' users (§5, §6). */
export class SignUpUserPayload {
  @ApiProperty({ required: false, description: 'Id da linha no assistente (o usuário recebe um id novo)' })
  @IsOptional()
  @ValidateIf((_, value) => typeof value !== 'number')
  @IsString({ message: 'Id de usuário inválido.' })
  @MaxLength(100, { message: 'Id de usuário inválido.' })
  id?: string | number;

  @ApiProperty({ required: false, maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150, { message: 'Deve ter no máximo 150 caracteres' })
  name?: string;

  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'Digite um e-mail válido' })
  @MaxLength(255, { message: 'Digite um e-mail válido' })
  @IsEmail({}, { message: 'Digite um e-mail válido' })
  email: string;

  @ApiProperty({ enum: SIGN_UP_ROLES })
  @IsIn(SIGN_UP_ROLES, { message: 'Papel desconhecido: use admin ou financeiro.' })
  role: SignUpRole;
}

/** Step 3's address: the §5 address messages; the phone may be given later on the CD. */
export class SignUpAddressPayload extends PostalAddressPayload {
  @ApiProperty({ maxLength: 150, description: 'Nome ou razão social' })
  @IsString({ message: 'Digite o nome ou razão social' })
  @IsNotEmpty({ message: 'Digite o nome ou razão social' })
  @MaxLength(150, { message: 'Deve ter no máximo 150 caracteres' })
  name: string;

  @ApiProperty({ description: 'CNPJ ou CPF, apenas números' })
  @IsString({ message: 'Digite o CNPJ ou CPF, apenas números.' })
  @Matches(/^(\d{11}|\d{14})$/, { message: 'Digite o CNPJ ou CPF, apenas números.' })
  federal_tax_id: string;

  @ApiProperty({ required: false, description: 'DDD e número, apenas dígitos' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(/^\d{10,11}$/, { message: 'Digite um telefone.' })
  declare phone: string;
}

/** §3: cd {reference "CD1", name, address}; the CD's code and name follow the CD form's rules (settings.md §5). */
export class SignUpCdPayload {
  @ApiProperty({ required: false, maxLength: 20, default: 'CD1' })
  @IsOptional()
  @IsString({ message: 'Digite um código para esse CD' })
  @IsNotEmpty({ message: 'Digite um código para esse CD' })
  @MaxLength(20, { message: 'Deve ter no máximo 20 caracteres' })
  reference?: string;

  @ApiProperty({ required: false, maxLength: 20, description: "Padrão: 'CD ' e o nome da empresa, em 20 caracteres" })
  @IsOptional()
  @IsString({ message: 'Digite um nome para esse CD' })
  @IsNotEmpty({ message: 'Digite um nome para esse CD' })
  @MaxLength(20, { message: 'Deve ter no máximo 20 caracteres' })
  name?: string;

  @ApiProperty({ type: SignUpAddressPayload }) @NestedPayload(() => SignUpAddressPayload) address: SignUpAddressPayload;
}

/** Step 5: free text where the lists end ('Não tenho ERP', others typed in). */
export class SignUpIntegrationsPayload {
  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    description: "tiny, bling, omie, outro (texto) ou 'Não tenho ERP'",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Deve ter no máximo 100 caracteres' })
  erp?: string | null;

  @ApiProperty({
    required: false,
    type: [String],
    description: 'madeiramadeira, b2w, magalu, viavarejo, leroy, mercadolivre e outros',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(100, { each: true, message: 'Deve ter no máximo 100 caracteres' })
  marketplace?: string[];

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    description: 'tray, woo, tray-corp, fbitsws, simplo7, nuvemshop, outro (texto) ou nenhum',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Deve ter no máximo 100 caracteres' })
  ecommerce?: string | null;

  @ApiProperty({ required: false, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Deve ter no máximo 100 caracteres' })
  integrator?: string | null;
}

/** Step 4. */
export class SignUpExpensesPayload {
  @ApiProperty({ description: 'Gasto mensal com frete (R$)', example: 15000.5 })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Informe o gasto mensal com frete.' })
  @Min(0, { message: 'Informe o gasto mensal com frete.' })
  monthly_expense_with_shipping: number;

  @ApiProperty({ maxLength: 50, description: 'Envios por mês (texto livre)', example: '500' })
  @IsString({ message: 'Informe a quantidade de envios por mês.' })
  @IsNotEmpty({ message: 'Informe a quantidade de envios por mês.' })
  @MaxLength(50, { message: 'Deve ter no máximo 50 caracteres' })
  monthly_shipping: string;
}

/** POST register (public-account.md §3 Company registration payload), with the captcha. */
export class RegisterCompanyPayload extends CaptchaAnswerDto {
  @ApiProperty({ type: [SignUpUserPayload], description: 'Um admin e um financeiro' })
  @IsArray({ message: 'Informe os usuários.' })
  @ArrayMinSize(2, { message: 'Informe o e-mail do administrador e do financeiro.' })
  @ArrayMaxSize(2, { message: 'Informe o e-mail do administrador e do financeiro.' })
  @ValidateNested({ each: true })
  @Type(() => SignUpUserPayload)
  users: SignUpUserPayload[];

  @ApiProperty({ type: SignUpCompanyPayload }) @NestedPayload(() => SignUpCompanyPayload) company: SignUpCompanyPayload;
  @ApiProperty({ type: SignUpIntegrationsPayload })
  @NestedPayload(() => SignUpIntegrationsPayload)
  integrations: SignUpIntegrationsPayload;
  @ApiProperty({ type: SignUpExpensesPayload })
  @NestedPayload(() => SignUpExpensesPayload)
  expenses: SignUpExpensesPayload;
  @ApiProperty({ type: SignUpCdPayload }) @NestedPayload(() => SignUpCdPayload) cd: SignUpCdPayload;

  @ApiProperty({ description: 'Os termos de uso foram aceitos' })
  @Equals(true, { message: 'Aceite os termos de uso.' })
  terms_accepted: boolean;
}
