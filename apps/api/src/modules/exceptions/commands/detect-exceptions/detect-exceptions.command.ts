import { Command } from '@nestjs/cqrs';
import type { Detection } from '../../jobs/detection/detection.js';

/** One transaction's worth of what the scan found (ExceptionScan sends it, as the system). */
export class DetectExceptionsCommand extends Command<void> {
  constructor(
    readonly detections: readonly Detection[],
    readonly at: string,
  ) {
    super();
  }
}
