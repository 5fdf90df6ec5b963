import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from 'class-validator';
import { DashboardCarrierDto } from '../../../../platform/http/dashboard-figures.js';

export class PromiseDashboardQuery {
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

/** What the learned deliveries of a carrier or of a destination state say. */
export class PromiseFiguresDto {
  @ApiProperty({ description: 'Entregas aprendidas (coletadas ou postadas e entregues)' }) delivered: number;
  @ApiProperty({ description: 'Entregues até a data prometida' }) on_time: number;
  @ApiProperty({ description: 'Entregues depois da data prometida' }) late: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Promessas cumpridas, em % das entregas com data prometida (uma casa decimal); null sem elas',
  })
  hit_rate: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Prazo prometido médio, em dias úteis da criação à data prometida (uma casa decimal)',
  })
  deadline_avg: number | null;
  @ApiProperty({ description: 'Dias úteis da coleta à entrega: mediana' }) p50: number;
  @ApiProperty({ description: 'Dias úteis da coleta à entrega: 80 % das entregas' }) p80: number;
  @ApiProperty({ description: 'Dias úteis da coleta à entrega: 95 % das entregas' }) p95: number;
}

export class PromiseCarrierDto extends PromiseFiguresDto {
  @ApiProperty({ type: DashboardCarrierDto }) carrier: DashboardCarrierDto;
}

export class PromiseStateDto extends PromiseFiguresDto {
  @ApiProperty({ description: 'UF de destino' }) state: string;
}

export class PromiseDashboardDto {
  @ApiProperty({ type: [PromiseCarrierDto], description: 'Por transportadora, por nome' })
  carriers: PromiseCarrierDto[];
  @ApiProperty({ type: [PromiseStateDto], description: 'Por UF de destino, só as UFs com entregas' })
  states: PromiseStateDto[];
}
