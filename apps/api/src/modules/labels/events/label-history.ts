import { Injectable } from '@nestjs/common';
import { EventStore } from '../../../platform/event-store/event-store.js';
import type { CommandContext } from '../../../platform/event-store/stored-event.js';
import { ConcurrencyError } from '../../../platform/errors/domain-errors.js';

export const LabelEvents = {
  /** A package's label was stored: its carrier code (or none: Despacho's own label). */
  LabelGenerated: 'label.generated',
  /** The label was voided (order cancelled, volume removed, carrier changed), its pre-posting cancelled. */
  LabelVoided: 'label.voided',
} as const;

export interface LabelGenerated {
  order_id: string;
  shipment_id: string;
  n: number;
  company_channel_id: string | null;
  posting_id: string | null;
  tracking_number: string | null;
}

export interface LabelVoided {
  order_id: string;
  shipment_id: string;
  n: number;
  posting_id: string | null;
  reason: string;
}

/**
 * Each label row's history on its own stream `label-{id}`: generated at version 1, voided at 2. A
 * re-run that records again meets the version taken and records nothing (kept once, like job outcomes).
 */
@Injectable()
export class LabelHistory {
  constructor(private readonly store: EventStore) {}

  generated(labelId: string, data: LabelGenerated, context: CommandContext): Promise<void> {
    return this.record(labelId, 0, LabelEvents.LabelGenerated, data, context);
  }

  voided(labelId: string, data: LabelVoided, context: CommandContext): Promise<void> {
    return this.record(labelId, 1, LabelEvents.LabelVoided, data, context);
  }

  private async record(labelId: string, after: number, type: string, data: object, context: CommandContext) {
    try {
      await this.store.append({ id: `label-${labelId}`, type: 'label' }, after, [{ type, data }], context);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
}
