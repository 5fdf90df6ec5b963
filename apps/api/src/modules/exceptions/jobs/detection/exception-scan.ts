import { Injectable } from '@nestjs/common';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { DetectExceptionsCommand } from '../../commands/detect-exceptions/detect-exceptions.command.js';
import { PredictedBreachScan } from './predicted-breach-scan.js';
import { StaleTrackingScan } from './stale-tracking-scan.js';

/** Orders saved per transaction: a big first scan does not hold one transaction open for long. */
const BATCH = 500;

/**
 * What time alone makes an order need someone: stale tracking and predicted breaches. Each batch of
 * findings is a dispatched DetectExceptions; the desk's projection opens the rows.
 */
@Injectable()
export class ExceptionScan {
  constructor(
    private readonly stale: StaleTrackingScan,
    private readonly breaches: PredictedBreachScan,
    private readonly dispatcher: CommandDispatcher,
  ) {}

  /** Answers how many exceptions it opened. */
  async run(now = new Date()): Promise<number> {
    const found = [...(await this.stale.find(now)), ...(await this.breaches.find())];
    const at = now.toISOString();
    for (let start = 0; start < found.length; start += BATCH)
      await this.dispatcher.dispatch(new DetectExceptionsCommand(found.slice(start, start + BATCH), at));
    return found.length;
  }
}
