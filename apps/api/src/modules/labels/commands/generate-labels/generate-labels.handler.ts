import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../platform/http/app-errors.js';
import type { LabelFormat } from '../../render/label-data.js';
import { LabelRunQueue } from '../../runs/label-run.queue.js';
import { LabelRuns } from '../../runs/label-runs.js';
import { GenerateLabelsCommand } from './generate-labels.command.js';

/** Opens a label run for the company's orders (another company's order is not found) and queues it. */
@CommandHandler(GenerateLabelsCommand)
export class GenerateLabelsHandler implements ICommandHandler<GenerateLabelsCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly runs: LabelRuns,
    private readonly queue: LabelRunQueue,
  ) {}

  async execute({ payload, actor }: GenerateLabelsCommand): Promise<{ run_id: string; message: string }> {
    const orderIds = [...new Set(payload.order_ids.map((id) => id.toLowerCase()))];
    const [{ found, label_format }] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM orders WHERE company_id = $1 AND id = ANY ($2::uuid[])) AS found,
              (SELECT label_format FROM companies WHERE id = $1) AS label_format`,
      [actor.companyId, orderIds],
    );
    if (found !== orderIds.length)
      throw new NotFoundError(orderIds.length === 1 ? 'Pedido não encontrado.' : 'Pedidos não encontrados.');
    const runId = randomUUID();
    await this.runs.create(
      runId,
      actor.companyId,
      actor.userId,
      orderIds,
      payload.format ?? (label_format as LabelFormat),
    );
    await this.queue.enqueue(runId);
    return {
      run_id: runId,
      message:
        orderIds.length === 1 ? 'Gerando a etiqueta do pedido.' : `Gerando as etiquetas de ${orderIds.length} pedidos.`,
    };
  }
}
