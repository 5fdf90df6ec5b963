import { Injectable } from '@nestjs/common';
import type { FreightTable } from '@despacho/domain';

/**
 * The clock a shop's time budget is measured with, read as each table is about to be priced
 * (`next`) and once pricing ends (no table). Tests replace it to make one carrier's pricing take
 * as long as they need, with no real wait.
 */
@Injectable()
export class QuoteClock {
  now(_next?: FreightTable): number {
    return performance.now();
  }
}
