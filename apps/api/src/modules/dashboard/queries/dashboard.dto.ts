import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID, Matches } from 'class-validator';
import { DashboardCarrierDto } from '../../../platform/http/dashboard-figures.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dashboard's filters (public-account.md §7): period of creation days and carriers. */
export class DashboardQuery {
  @ApiProperty({
    required: false,
    format: 'date',
    description: 'Pedidos criados a partir deste dia (horário de Brasília); padrão: 29 dias antes de date_end',
  })
  @IsOptional()
  @Matches(DAY, { message: 'Data inicial inválida: use AAAA-MM-DD.' })
  date_start?: string;

  @ApiProperty({ required: false, format: 'date', description: 'Pedidos criados até este dia; padrão: hoje' })
  @IsOptional()
  @Matches(DAY, { message: 'Data final inválida: use AAAA-MM-DD.' })
  date_end?: string;

  @ApiProperty({
    required: false,
    type: String,
    description: 'Ids de transportadoras separados por vírgula; vazio: todas',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsUUID('all', { each: true, message: 'Transportadora inválida.' })
  carrier?: string[];
}

export class ShipmentsOfDayDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ description: 'Pedidos criados no dia, sem os cancelados' }) total: number;
}

export class ReviewCounterDto {
  @ApiProperty({ description: 'Avaliações dos pedidos do período' }) total: number;
  @ApiProperty({ description: 'Nota média (1 a 5, uma casa decimal); 0 sem avaliações' }) average: number;
}

export class DashboardDto {
  @ApiProperty({ description: 'Pedidos com nota fiscal (nem aguardando nota, nem cancelados)' })
  orders_confirmed: number;
  @ApiProperty({ description: 'Pedidos aguardando nota fiscal' }) orders_awaiting_invoice: number;
  @ApiProperty({ description: 'Soma do frete cotado (estimated_cost) dos pedidos não cancelados, em BRL' })
  amount_freight: number;
  @ApiProperty({ description: 'Frete médio por pedido com frete, em BRL' }) amount_freight_ticket: number;
  @ApiProperty({ type: [ShipmentsOfDayDto], description: 'Cada dia do período, em ordem' })
  shipments_per_day: ShipmentsOfDayDto[];
  @ApiProperty({
    description:
      'Remessas já com a transportadora: em trânsito, saiu para entrega, entregues, em devolução, devolvidas ou com falha',
  })
  shipments_confirmed: number;
  @ApiProperty({ type: ReviewCounterDto }) review_counter: ReviewCounterDto;
  @ApiProperty({
    description:
      'Pedidos com rastreamento desatualizado agora (fora do período): o filtro filters[stale_tracking]=1 da lista de pedidos',
  })
  stale_tracking: number;
}

export class DashboardStatusDto {
  @ApiProperty() id: number;
  @ApiProperty() description: string;
}

export class OrdersOfStatusDto {
  @ApiProperty({ type: DashboardStatusDto }) status: DashboardStatusDto;
  @ApiProperty() total: number;
}

export class OrdersOfCarrierDto {
  @ApiProperty({ type: DashboardCarrierDto }) carrier: DashboardCarrierDto;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Frete cotado desses pedidos, em BRL' }) amount_freight: number;
}

export class CarrierShareDto {
  @ApiProperty({ type: DashboardCarrierDto }) carrier: DashboardCarrierDto;
  @ApiProperty({ description: 'Parte dos pedidos com transportadora, em % (uma casa decimal)' }) percentage: number;
}

export class OrderStatusDashboardDto {
  @ApiProperty({ type: [OrdersOfStatusDto], description: 'Pedidos do período por status' }) orders: OrdersOfStatusDto[];
  @ApiProperty({
    type: [OrdersOfCarrierDto],
    description: 'Pedidos não cancelados por transportadora, mais pedidos primeiro',
  })
  by_carrier: OrdersOfCarrierDto[];
  @ApiProperty({ type: [CarrierShareDto] }) percentage_by_carrier: CarrierShareDto[];
}

/** Deliveries judged against the deadline (on time: delivered on or before its day). */
export class DeliveriesDto {
  @ApiProperty({ description: 'Entregues com prazo conhecido' }) delivered: number;
  @ApiProperty() on_time: number;
  @ApiProperty() late: number;
  @ApiProperty({ description: 'Entregues no prazo, em % (uma casa decimal); 0 sem entregas' }) percentage: number;
}

export class CarrierSlaDto extends DeliveriesDto {
  @ApiProperty({ type: DashboardCarrierDto }) carrier: DashboardCarrierDto;
}

export class CarrierDeadlineDto {
  @ApiProperty({ type: DashboardCarrierDto }) carrier: DashboardCarrierDto;
  @ApiProperty({ description: 'Dias corridos médios da criação à entrega (uma casa decimal)' }) average: number;
}

export class StateSlaDto extends DeliveriesDto {
  @ApiProperty({ description: 'UF de destino' }) state: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Dias médios da criação à entrega; null sem entregas' })
  deadline_avg: number | null;
}

export class CarriersSlaDto {
  @ApiProperty({ type: [CarrierSlaDto] }) sla: CarrierSlaDto[];
  @ApiProperty({ type: [CarrierDeadlineDto] }) deadline_avg: CarrierDeadlineDto[];
  @ApiProperty({ type: [StateSlaDto], description: 'SLA por UF de destino' }) states: StateSlaDto[];
}

/** public-account.md §2.12's KPI codes, one carrier's values. */
export class CarrierKpisDto {
  @ApiProperty({ type: DashboardCarrierDto }) carrier: DashboardCarrierDto;
  @ApiProperty({ description: 'EDP: entregues no prazo, em % das entregas com prazo (uma casa decimal)' }) EDP: number;
  @ApiProperty({ description: 'EFP: entregues fora do prazo, em % das entregas com prazo (uma casa decimal)' })
  EFP: number;
  @ApiProperty({ description: 'PA: pedidos em aberto com o prazo vencido' }) PA: number;
  @ApiProperty({ description: 'TA: total de avaliações' }) TA: number;
  @ApiProperty({ description: 'MA: nota média das avaliações (1 a 5, uma casa decimal); 0 sem avaliações' }) MA: number;
  @ApiProperty({ description: 'AVA: pedidos com avaria' }) AVA: number;
  @ApiProperty({ description: 'EXT: pedidos com extravio' }) EXT: number;
}

export class CarrierKpiDto {
  @ApiProperty({
    type: [CarrierKpisDto],
    description: 'As transportadoras com pedidos não cancelados no período, por nome',
  })
  carriers: CarrierKpisDto[];
}
