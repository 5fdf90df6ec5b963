import { QUERY_FLAGS, type QueryFlag } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { PageQuery } from '../../../platform/http/page-query.js';
import { PICKUP_DEADLINE_FILTERS, type PickupDeadlineFilter } from '../../orders/index.js';
import { NestedPayload } from '../../../platform/http/nested-payload.js';

export class PickupFilters {
  @ApiProperty({
    required: false,
    enum: ['1', '2', '3'],
    description: '1 Aguardando Aceite, 2 Coleta Aceita, 3 Coleta Realizada',
  })
  @IsOptional()
  @IsIn(['1', '2', '3'], { message: 'Status de coleta inválido: use 1, 2 ou 3.' })
  status?: '1' | '2' | '3';

  @ApiProperty({ required: false, enum: PICKUP_DEADLINE_FILTERS })
  @IsOptional()
  @IsIn(PICKUP_DEADLINE_FILTERS, { message: 'Prazo inválido: use delayed, today, d1, d2, d3, d7 ou dn.' })
  deadline?: PickupDeadlineFilter;

  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Transportadora inválida.' })
  carrier?: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'Outra empresa (operações: super administradores)' })
  @IsOptional()
  @IsUUID('all', { message: 'Empresa inválida.' })
  company_id?: string;
}

export class PickupListQuery extends PageQuery {
  @ApiProperty({ required: false, type: PickupFilters })
  @IsOptional()
  @NestedPayload(() => PickupFilters)
  filters?: PickupFilters;

  @ApiProperty({
    required: false,
    enum: QUERY_FLAGS,
    description: "'1': a versão 2 da tela de operações (todas as empresas do super administrador)",
  })
  @IsOptional()
  @IsIn(QUERY_FLAGS)
  v2?: QueryFlag;
}

export class PickupStateDto {
  @ApiProperty() id: number;
  @ApiProperty() description: string;
}

export class PickupCenterDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() reference: string;
  @ApiProperty() name: string;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
}

export class PickupDriverDto {
  @ApiProperty() name: string;
  @ApiProperty() phone: string;
}

export class PickupOrderTotalsDto {
  @ApiProperty() total: number;
  @ApiProperty() delivered: number;
  @ApiProperty() in_transit: number;
}

export class PickupVolumesDto {
  @ApiProperty() total_volumes: number;
  @ApiProperty() total_weight: number;
  @ApiProperty() cargo_value: number;
}

export class PickupDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Número da coleta na empresa (1, 2, 3...): como as pessoas a chamam' }) number: number;
  @ApiProperty({ description: 'Nome canônico da transportadora' }) carrier: string;
  @ApiProperty({ format: 'uuid' }) carrier_id: string;
  @ApiProperty({ description: 'Nome da empresa' }) company: string;
  @ApiProperty({ format: 'uuid' }) company_id: string;
  @ApiProperty({ type: PickupCenterDto }) distribution_center: PickupCenterDto;
  @ApiProperty({ type: PickupDriverDto, nullable: true }) driver: PickupDriverDto | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Data de aceite' }) pickup_date:
    string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Coleta realizada em' }) pickuped_at:
    string | null;
  @ApiProperty({ type: String, nullable: true }) integration_code: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) integration_date: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) estimated_date: string | null;
  @ApiProperty() estimated_time_start: string;
  @ApiProperty() estimated_time_end: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ format: 'date', description: 'Data de aceite, senão a estimada, senão o dia seguinte ao pedido' })
  deadline: string;
  @ApiProperty({ description: 'Percentual de pedidos entregues' }) milestone: number;
  @ApiProperty({ type: PickupStateDto }) state: PickupStateDto;
  @ApiProperty({ type: PickupOrderTotalsDto }) totals: PickupOrderTotalsDto;
  @ApiProperty({ type: PickupVolumesDto }) volumes: PickupVolumesDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class PickupListDto {
  @ApiProperty({ type: [PickupDto] }) data: PickupDto[];
  @ApiProperty() total: number;
}

export class PickupsTodayDto {
  @ApiProperty({ description: 'Coletas com data para hoje ainda não realizadas' }) total: number;
}

export class PickupSlaDto {
  @ApiProperty() total: number;
  @ApiProperty() total_delayed: number;
  @ApiProperty() total_pickup_today: number;
  @ApiProperty({ description: 'Aceitas, aguardando a coleta' }) total_waiting_pickup: number;
  @ApiProperty({ description: 'Aguardando aceite (sem data)' }) total_waiting_pickup_date: number;
  @ApiProperty() total_pickuped: number;
}
