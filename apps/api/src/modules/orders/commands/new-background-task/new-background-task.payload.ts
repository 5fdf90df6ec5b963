import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional } from 'class-validator';
import { OrderFilters } from '../../queries/orders.dto.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

/** The background tasks a user may start: today, the e-mailed orders report. */
export const BACKGROUND_TASKS = ['orders-report'] as const;

export class BackgroundTaskArguments {
  @ApiProperty({ required: false, type: OrderFilters, description: 'Os filtros da lista de pedidos' })
  @IsOptional()
  @NestedPayload(() => OrderFilters)
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
  @NestedPayload(() => BackgroundTaskArguments)
  payload?: BackgroundTaskArguments;
}
