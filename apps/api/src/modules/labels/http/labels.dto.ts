import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LABEL_STATES, type LabelState } from '../jobs/packages/label-rows.js';
import { LABEL_FORMATS, type LabelFormat } from '../../identity/index.js';

export class LabelFileQuery {
  @ApiProperty({ required: false, enum: LABEL_FORMATS, description: 'Formato (padrão: o da empresa)' })
  @IsOptional()
  @IsIn(LABEL_FORMATS, { message: 'Formato de etiqueta inválido.' })
  format?: LabelFormat;
}

export class LabelPackageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Id do volume' }) shipment_id: string;
  @ApiProperty({ description: 'Pacote n/N do pedido' }) package_no: number;
  @ApiProperty() package_of: number;
  @ApiProperty() carrier_name: string;
  @ApiProperty({ description: 'Feita com a integração da transportadora (pré-postagem), ou a etiqueta do Despacho' })
  carrier_posting: boolean;
  @ApiProperty({ enum: LABEL_STATES }) state: LabelState;
  @ApiProperty({ type: String, nullable: true }) tracking_number: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Motivo da falha ou do cancelamento' })
  error: string | null;
  @ApiProperty() updated_at: string;
}

export class OrderLabelsDto {
  @ApiProperty({ enum: LABEL_FORMATS, description: 'Formato padrão da empresa' }) label_format: LabelFormat;
  @ApiProperty({ type: [LabelPackageDto] }) packages: LabelPackageDto[];
}

export class LabelRunFailureDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) order_id: string | null;
  @ApiProperty({ type: String, nullable: true }) reference: string | null;
  @ApiProperty() reason: string;
}

export class LabelRunDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) state: 'queued' | 'running' | 'done' | 'failed';
  @ApiProperty({ enum: LABEL_FORMATS }) format: LabelFormat;
  @ApiProperty({ description: 'Pedidos da geração' }) total: number;
  @ApiProperty({ description: 'Pedidos com etiqueta' }) done: number;
  @ApiProperty({ description: 'Pedidos recusados' }) failed: number;
  @ApiProperty({ type: [LabelRunFailureDto] }) failures: LabelRunFailureDto[];
  @ApiProperty({ type: [String], description: 'Pedidos da geração (ids)' }) order_ids: string[];
  @ApiProperty({ description: 'O arquivo com todas as etiquetas está pronto' }) has_file: boolean;
}
