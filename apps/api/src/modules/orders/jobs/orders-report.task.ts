import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { BackgroundTaskType, TaskStart } from '../../../platform/background-tasks/background-task-types.js';
import { NestedPayload } from '../../../platform/http/nested-payload.js';
import { ownFiltersWhere } from '../queries/list-orders/order-list-where.js';
import { OrderFilters } from '../queries/list-orders/order-list-query.dto.js';
import { OrdersReportQueue } from './orders-report.job.js';

export const ORDERS_REPORT_TASK = 'orders-report';

/** NewBackgroundTask {action: 'orders-report', payload: {filters}} (orders-pickups.md §7). */
export class OrdersReportArguments {
  @ApiProperty({ required: false, type: OrderFilters, description: 'Os filtros da lista de pedidos' })
  @IsOptional()
  @NestedPayload(() => OrderFilters)
  filters?: OrderFilters;
}

/**
 * The orders report task type: queued for the caller's company, e-mailed to the caller. The
 * filters are checked now (a bad date is a 400 here, not a silent failure in the job).
 */
@Injectable()
export class OrdersReportTask implements BackgroundTaskType<OrdersReportArguments> {
  readonly action = ORDERS_REPORT_TASK;
  readonly payload = OrdersReportArguments;
  readonly access = { area: 'orders' } as const;

  constructor(private readonly queue: OrdersReportQueue) {}

  async start({ taskId, payload, actor }: TaskStart<OrdersReportArguments>): Promise<string> {
    const filters = { ...(payload.filters ?? {}) };
    ownFiltersWhere(actor.companyId, filters);
    await this.queue.enqueue({
      taskId,
      companyId: actor.companyId,
      user: { name: actor.name, email: actor.email },
      filters,
    });
    return 'Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.';
  }
}
