import { LABEL_FORMATS, type LabelFormat } from '../domain/label-formats.js';
import { PERMISSION_AREAS, type PermissionArea, type QuotationView } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { BREACH_ACTIONS, PROMISE_SOURCES } from '../domain/promise-settings.js';

export class CompanyRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() is_admin: boolean;
  @ApiProperty({ enum: PERMISSION_AREAS, isArray: true, nullable: true, type: 'string' })
  permissions: PermissionArea[] | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) confirmed_at: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'string', nullable: true }) created_by_name: string | null;
}

export class UserListDto {
  @ApiProperty({ type: [UserDto] }) data: UserDto[];
  @ApiProperty() total: number;
}

export class MeCompanyDto extends CompanyRefDto {
  @ApiProperty() has_audit_enabled: boolean;
  @ApiProperty({ enum: [1, 2, 3], description: 'Modo de exibição da cotação na loja' }) quotation_view: QuotationView;
  @ApiProperty({ description: 'Mostrar o aviso de que a segunda versão está no ar (definido pela equipe Despacho)' })
  second_version_notice: boolean;
  @ApiProperty({
    description: "Dias úteis sem evento da transportadora para 'Rastreamento desatualizado' (ChangeStaleTrackingDays)",
  })
  stale_tracking_days: number;
  @ApiProperty({ enum: LABEL_FORMATS, description: 'Formato padrão das etiquetas (ChangeLabelFormat)' })
  label_format: LabelFormat;
  @ApiProperty({ enum: PROMISE_SOURCES, description: 'Prazo prometido nas cotações (ChangePromiseSettings)' })
  promise_source: 'table' | 'learned';
  @ApiProperty({ description: 'Confiança (percentil) do prazo aprendido' }) promise_confidence: number;
  @ApiProperty({ description: 'Entregas mínimas de uma rota para usar o prazo aprendido' }) promise_min_samples: number;
  @ApiProperty({ description: '% de entregas no prazo abaixo do qual a rota é tratada' })
  lane_on_time_threshold: number;
  @ApiProperty({ enum: BREACH_ACTIONS, description: 'O que fazer com uma rota abaixo do limite' })
  lane_breach_action: 'widen' | 'demote' | 'none';
}

export class MeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() is_admin: boolean;
  @ApiProperty() is_super_admin: boolean;
  @ApiProperty({ enum: PERMISSION_AREAS, isArray: true, nullable: true, type: 'string' })
  permissions: PermissionArea[] | null;
  @ApiProperty({ type: MeCompanyDto }) company: MeCompanyDto;
  @ApiProperty({ type: [CompanyRefDto], description: 'Empresas às quais o usuário pertence' })
  companies: CompanyRefDto[];
}

export class CompanyDto extends CompanyRefDto {
  @ApiProperty() users: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
}

export class CompanyListDto {
  @ApiProperty({ type: [CompanyDto] }) data: CompanyDto[];
  @ApiProperty() total: number;
}

export class SessionDto {
  @ApiProperty() token: string;
  @ApiProperty({ type: CompanyRefDto }) company: CompanyRefDto;
  @ApiProperty({ description: 'Para onde o SPA vai depois do login' }) redirect: string;
}
