import { Readable } from 'node:stream';
import { CONTINGENCY_CHANNEL_IDS, CONTINGENCY_TYPE_LABELS, increasedPriceCents, toCents } from '@despacho/domain';
import { Inject, Injectable } from '@nestjs/common';
import { BackgroundTasks, type ProgressReporter } from '../../../platform/background-tasks/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { recordJobOutcome } from '../../../platform/event-store/job-outcome.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { UploadStore } from '../../../platform/uploads/upload-store.js';
import { FreightQuoter } from '../queries/quotes/freight-quoter.js';
import { PricingIndex } from '../queries/quotes/pricing-index.js';
import { contingencyFile } from '../domain/contingency/contingency-layouts.js';
import { CONTINGENCY_TABLE_READY, type ContingencyTableReady } from '../events/contingency-table-ready.event.js';
import { type ContingencyRow, mergedRows, weightBands } from '../domain/contingency/contingency-rows.js';
import type { ContingencyTableJob } from './contingency-table.job.js';
import { destinationRanges } from '../domain/contingency/destination-ranges.js';

/** The parcel of a band: its weight on a 1 cm cube, so the cubed weight never rules. */
export const CONTINGENCY_PARCEL_SIDE_M = 0.01;
const PROGRESS_EVERY = 100;

/**
 * A contingency table: every destination CEP range of the company's active tables priced, for each
 * weight band, by the quote engine (tables, the marketplace's channel rules, the company's origin
 * at zip_origin), the cheapest quote taken and the price modification applied; written in the
 * marketplace's layout, stored with the company's files and sent to whoever asked as a link.
 */
@Injectable()
export class ContingencyTableRunner {
  constructor(
    private readonly index: PricingIndex,
    private readonly quoter: FreightQuoter,
    private readonly tasks: BackgroundTasks,
    private readonly store: UploadStore,
    private readonly mailer: Mailer,
    private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  run(job: ContingencyTableJob): Promise<void> {
    return this.tasks.track(job.taskId, async (progress) => {
      const rows = await this.priced(job, progress);
      const { fileName, content } = contingencyFile(job.type, mergedRows(rows));
      const path = await this.store.save(job.companyId, fileName, Readable.from([Buffer.from(content, 'utf8')]));
      const label = CONTINGENCY_TYPE_LABELS[job.type];
      await this.mailer.send({
        to: job.user.email,
        subject: `Tabela de contingência ${label}`,
        text: `Olá, ${job.user.name}.\n\nA tabela de contingência ${label} que você solicitou está pronta. Baixe o arquivo ${fileName} em:\n${this.config.publicUrl}/settings/contingency-tables?download=${job.taskId}\n\nDespacho`,
      });
      const ready: ContingencyTableReady = {
        company_id: job.companyId,
        task_id: job.taskId,
        label,
        email: job.user.email,
      };
      await recordJobOutcome(
        this.events,
        { id: `contingency-table-${job.taskId}`, type: 'contingency-table' },
        { type: CONTINGENCY_TABLE_READY, data: ready },
        { companyId: job.companyId, userId: null, correlationId: job.taskId },
      );
      return { file_path: path, total_rows: rows.length };
    });
  }

  private async priced(job: ContingencyTableJob, progress: ProgressReporter): Promise<ContingencyRow[]> {
    const pricing = await this.index.forCompany(job.companyId);
    const ranges = destinationRanges(pricing.tables, pricing.rules);
    const bands = weightBands(job.weights);
    const side = CONTINGENCY_PARCEL_SIDE_M;
    const rows: ContingencyRow[] = [];
    for (const [i, range] of ranges.entries()) {
      for (const band of bands) {
        const { quotes } = await this.quoter.quote(job.companyId, {
          from: job.zipOrigin,
          to: String(range.from).padStart(8, '0'),
          channel_id: CONTINGENCY_CHANNEL_IDS[job.type] ?? undefined,
          parcels: [
            {
              width: side,
              height: side,
              length: side,
              weight: band.weight,
              quantity: 1,
              cargo_value: band.cargo_value,
            },
          ],
        });
        const cheapest = quotes[0];
        if (!cheapest) continue;
        rows.push({
          zipFrom: range.from,
          zipTo: range.to,
          band,
          priceCents: increasedPriceCents(toCents(cheapest.estimatedCost), job.increase),
          days: cheapest.deliveryDays,
          region: cheapest.region,
          carrierName: cheapest.carrier.name,
        });
      }
      if (i % PROGRESS_EVERY === 0) await progress((i / ranges.length) * 95);
    }
    return rows;
  }
}
