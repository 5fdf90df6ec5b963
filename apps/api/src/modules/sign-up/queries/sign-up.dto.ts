import { ApiProperty } from '@nestjs/swagger';

/** GET cnpj-card/{cnpj} (public-account.md §3 'Company lookup by CNPJ returns'). */
export class CnpjCardDto {
  @ApiProperty({ description: 'Nome fantasia' }) fantasia: string;
  @ApiProperty({ description: 'Razão social' }) nome: string;
  @ApiProperty({ description: 'CEP, 8 dígitos ou vazio' }) cep: string;
  @ApiProperty({ description: 'O primeiro telefone, DDD e número, apenas dígitos' }) telefone: string;
  @ApiProperty() numero: string;
  @ApiProperty() logradouro: string;
  @ApiProperty() complemento: string;
  @ApiProperty() municipio: string;
  @ApiProperty() bairro: string;
  @ApiProperty() uf: string;
}

export class RegisterCompanyResultDto {
  @ApiProperty({
    example: 'Cadastro realizado com sucesso! Você receberá nosso contato para tratarmos das integrações.',
  })
  message: string;
}

class SignUpUserDto {
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['admin', 'financeiro'] }) role: 'admin' | 'financeiro';
}

class SignUpIntegrationsDto {
  @ApiProperty({ type: String, nullable: true }) erp: string | null;
  @ApiProperty({ type: [String] }) marketplace: string[];
  @ApiProperty({ type: String, nullable: true }) ecommerce: string | null;
  @ApiProperty({ type: String, nullable: true }) integrator: string | null;
}

class SignUpExpensesDto {
  @ApiProperty() monthly_expense_with_shipping: number;
  @ApiProperty() monthly_shipping: string;
}

/** A company that signed itself up, with the wizard's answers (for the provider's staff). */
export class CompanySignUpDto {
  @ApiProperty({ format: 'uuid' }) company_id: string;
  @ApiProperty() name: string;
  @ApiProperty() legal_name: string;
  @ApiProperty() federal_tax_id: string;
  @ApiProperty() state_tax_id: string;
  @ApiProperty({ type: [SignUpUserDto] }) users: SignUpUserDto[];
  @ApiProperty({ type: SignUpIntegrationsDto }) integrations: SignUpIntegrationsDto;
  @ApiProperty({ type: SignUpExpensesDto }) expenses: SignUpExpensesDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CompanySignUpListDto {
  @ApiProperty({ type: [CompanySignUpDto] }) data: CompanySignUpDto[];
  @ApiProperty() total: number;
}
