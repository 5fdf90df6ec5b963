import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** The pickup order picker pages up to 200 orders. */
export const MAX_PICKUP_ORDERS = 200;

/** NewPickup: the chosen orders (status 2, without a pickup) and an optional note for the carrier. */
export class NewPickupPayload {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray({ message: 'Selecione ao menos um pedido.' })
  @ArrayMinSize(1, { message: 'Selecione ao menos um pedido.' })
  @ArrayMaxSize(MAX_PICKUP_ORDERS, { message: `Selecione no máximo ${MAX_PICKUP_ORDERS} pedidos.` })
  @IsUUID('all', { each: true, message: 'Pedido inválido.' })
  order_ids: string[];

  @ApiProperty({ required: false, type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'A observação deve ter no máximo 500 caracteres.' })
  note?: string | null;
}
