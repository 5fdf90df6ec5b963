import { ApiProperty } from '@nestjs/swagger';
import { IsRequiredCalendarDay } from '../shared/order-validators.js';
import { OrderTargetPayload } from '../shared/order-target.payload.js';

/** ChangeDeliveryDate {order reference, delivery_date} (orders-pickups.md §7). */
export class ChangeDeliveryDatePayload extends OrderTargetPayload {
  @ApiProperty({ format: 'date', description: 'Nova previsão de entrega (AAAA-MM-DD)' })
  @IsRequiredCalendarDay('Informe a data de entrega (AAAA-MM-DD).')
  delivery_date: string;
}
