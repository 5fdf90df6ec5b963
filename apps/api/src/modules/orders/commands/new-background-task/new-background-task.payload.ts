import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { OrderFilters } from '../../queries/orders.dto.js';

/** The background tasks a user may start: today, the e-mailed orders report. */
export const BACKGROUND_TASKS = ['orders-report'] as const;

export class BackgroundTaskArguments {
  @ApiProperty({ required: false, type: OrderFilters, description: 'Os filtros da lista de pedidos' })
  @IsOptional()
  @ValidateNested()
  @Type(() => OrderFilters)
  filters?: OrderFilters;
}

/** NewBackgroundTask {action, payload} (orders-pickups.md §7). */
export class NewBackgroundTaskPayload {
  @ApiProperty({ enum: BACKGROUND_TASKS })
  @IsIn(BACKGROUND_TASKS, { message: 'Tarefa desconhecida.' })
  action: (typeof BACKGROUND_TASKS)[number];

  @ApiProperty({ type: BackgroundTaskArguments, required: false })
  @IsOptional()
  @IsObject({ message: 'O payload da tarefa deve ser um objeto.' })
  @ValidateNested()
  @Type(() => BackgroundTaskArguments)
  payload?: BackgroundTaskArguments;
}
