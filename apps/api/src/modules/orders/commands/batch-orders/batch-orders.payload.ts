import { BATCH_ACTIONS, type BatchAction } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, MaxLength } from 'class-validator';

/** The list's page size tops out at 200, and so does one bulk action. */
export const MAX_BATCH_ORDERS = 200;

/** BatchOrders {action: cancel|inTransit|inReturn|deliver, orders: references}. */
export class BatchOrdersPayload {
  @ApiProperty({ enum: Object.keys(BATCH_ACTIONS) })
  @IsIn(Object.keys(BATCH_ACTIONS), { message: 'Ação em massa inválida: use cancel, inTransit, inReturn ou deliver.' })
  action: BatchAction;

  @ApiProperty({ type: [String], description: 'Números dos pedidos selecionados' })
  @IsArray({ message: 'Selecione os pedidos.' })
  @ArrayMinSize(1, { message: 'Selecione ao menos um pedido.' })
  @ArrayMaxSize(MAX_BATCH_ORDERS, { message: `Selecione no máximo ${MAX_BATCH_ORDERS} pedidos.` })
  @IsString({ each: true, message: 'Número de pedido inválido.' })
  @MaxLength(100, { each: true, message: 'Número de pedido inválido.' })
  orders: string[];
}
