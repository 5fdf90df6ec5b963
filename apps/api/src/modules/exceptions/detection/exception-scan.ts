import { Injectable } from '@nestjs/common';
import { systemContext } from '../../../platform/commands/system-actor.js';
import { AggregateRepository } from '../../../platform/event-store/aggregate-repository.js';
import { ExceptionWatch } from '../domain/exception-watch.aggregate.js';
import type { Detection } from './detection.js';
import { PredictedBreachScan } from './predicted-breach-scan.js';
import { StaleTrackingScan } from './stale-tracking-scan.js';

/** Orders saved per transaction: a big first scan does not hold one transaction open for long. */
const BATCH = 500;

/**
 * What time alone makes an order need someone: stale tracking and predicted breaches. Each finding is
 * an `exception.detected` on the order's watch stream; the desk's projection opens the row.
 */
@Injectable()
export class ExceptionScan {
  constructor(
    private readonly stale: StaleTrackingScan,
    private readonly breaches: PredictedBreachScan,
    private readonly repository: AggregateRepository,
  ) {}

  /** Answers how many exceptions it opened. */
  async run(now = new Date()): Promise<number> {
    const found = [...(await this.stale.find(now)), ...(await this.breaches.find())];
    const at = now.toISOString();
    for (let start = 0; start < found.length; start += BATCH) {
      const watches = await Promise.all(
        found.slice(start, start + BATCH).map((detection) => this.watch(detection, at)),
      );
      await this.repository.saveBatch(watches, systemContext(null));
    }
    return found.length;
  }

  private async watch(detection: Detection, at: string): Promise<ExceptionWatch> {
    const { aggregate } = await this.repository.load(new ExceptionWatch(detection.orderId, detection.companyId));
    aggregate.detect({ kind: detection.kind, detail: detection.detail, at });
    return aggregate;
  }
}
