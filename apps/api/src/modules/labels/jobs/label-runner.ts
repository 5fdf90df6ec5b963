import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LabelFiles, type StoredLabel } from '../adapters/files/label-files.js';
import { LabelRefusal } from './packages/label-order.js';
import { OrderLabels } from './packages/order-labels.js';
import { orderSummaries } from '../../orders/index.js';
import { type LabelRunRow, LabelRuns } from '../queries/runs/label-runs.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Orders labelled at once in a run: carrier calls and label waits overlap, the CPU stays free. */
export const LABEL_RUN_CONCURRENCY = 16;

/**
 * A label run: each order's labels (OrderLabels; a refusal is that order's failure, the others go on),
 * the counters moving per order, then one file of every label made, in the run's format.
 */
@Injectable()
export class LabelRunner {
  constructor(
    private readonly runs: LabelRuns,
    private readonly labels: OrderLabels,
    private readonly files: LabelFiles,
    private readonly db: DataSource,
  ) {}

  /** The finished run, or null when it was done already or is gone. */
  async run(runId: string): Promise<LabelRunRow | null> {
    const run = await this.runs.start(runId);
    if (!run) return null;
    const context = { companyId: run.company_id, userId: run.user_id, correlationId: `label-run-${run.id}` };
    const queue = [...run.order_ids];
    const work = async () => {
      for (let orderId = queue.shift(); orderId; orderId = queue.shift()) {
        try {
          await this.labels.generate(run.company_id, orderId, context);
          await this.runs.orderDone(run.id);
        } catch (error) {
          if (!(error instanceof LabelRefusal)) throw error;
          await this.runs.orderFailed(run.id, {
            order_id: orderId,
            reference: await this.referenceOf(orderId, run.company_id),
            reason: error.message,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(LABEL_RUN_CONCURRENCY, queue.length) }, work));
    await this.runs.finish(run.id, await this.mergedFile(run));
    return this.runs.of(run.company_id, run.id);
  }

  /** Every ready label of the run's orders, in the run's order, composed in its format; null when none. */
  private async mergedFile(run: LabelRunRow): Promise<string | null> {
    const labels: StoredLabel[] = await runSql(
      this.db,
      sql`SELECT l.id, l.order_id, l.shipment_id, l.n, l.pdf_key, l.zpl_key
         FROM labels l JOIN unnest(${run.order_ids}::uuid[]) WITH ORDINALITY AS o(id, position) ON o.id = l.order_id
        WHERE l.company_id = ${run.company_id} AND l.state = 'ready'
        ORDER BY o.position, l.package_no`,
    );
    if (labels.length === 0) return null;
    const file = await this.files.compose(labels, run.format);
    const key = `${run.company_id}/labels/runs/${run.id}.${file.extension}`;
    await this.files.put(key, file.content);
    return key;
  }

  private async referenceOf(orderId: string, companyId: string): Promise<string | null> {
    const [order] = await orderSummaries(this.db, companyId, [orderId]);
    return order?.reference ?? null;
  }
}
