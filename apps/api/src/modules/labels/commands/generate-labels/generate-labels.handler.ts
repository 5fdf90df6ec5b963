import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { companyProfile, type LabelFormat } from '../../../identity/index.js';
import { orderSummaries, ordersWithReferences } from '../../../orders/index.js';
import { LabelRunQueue } from '../../jobs/label-run.job.js';
import { LabelRuns } from '../../queries/runs/label-runs.js';
import { GenerateLabelsCommand } from './generate-labels.command.js';
import type { GenerateLabelsPayload } from './generate-labels.payload.js';

/** Opens a label run for the company's orders (another company's order is not found) and queues it. */
@CommandHandler(GenerateLabelsCommand)
export class GenerateLabelsHandler implements ICommandHandler<GenerateLabelsCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly runs: LabelRuns,
    private readonly queue: LabelRunQueue,
  ) {}

  async execute({ payload, actor }: GenerateLabelsCommand): Promise<{ run_id: string; message: string }> {
    const orderIds = await this.orderIds(actor.companyId, payload);
    const company = await companyProfile(this.db, actor.companyId);
    const runId = randomUUID();
    await this.runs.create(
      runId,
      actor.companyId,
      actor.userId,
      orderIds,
      payload.format ?? (company?.label_format as LabelFormat),
    );
    await this.queue.enqueue({ runId });
    return {
      run_id: runId,
      message:
        orderIds.length === 1 ? 'Gerando a etiqueta do pedido.' : `Gerando as etiquetas de ${orderIds.length} pedidos.`,
    };
  }

  /** The company's orders named by id or reference, in the given order; any other is not found. */
  private async orderIds(companyId: string, payload: GenerateLabelsPayload): Promise<string[]> {
    const byReference = payload.references !== undefined;
    const wanted = [...new Set((payload.references ?? payload.order_ids ?? []).map((value) => value.toLowerCase()))];
    const rows = byReference
      ? await ordersWithReferences(this.db, companyId, wanted)
      : await orderSummaries(this.db, companyId, wanted);
    const found = new Map(rows.map((row) => [byReference ? row.reference.toLowerCase() : row.id, row.id]));
    const missing = wanted.filter((key) => !found.has(key));
    if (missing.length === 1 && wanted.length === 1) throw new NotFound('Pedido não encontrado.');
    if (missing.length > 0)
      throw new NotFound(
        `Pedidos não encontrados: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? '…' : ''}.`,
      );
    return wanted.map((key) => found.get(key)!);
  }
}
