import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import fastJson from 'fast-json-stringify';
import { DataSource } from 'typeorm';

/** One quote of an answer as the history keeps it (QuotationLogResponseDto). */
export interface QuotationLogQuote {
  carrier: string;
  estimated_cost: number;
  cargo_value: number;
  cubed_weight: number;
  delivery_days: number;
}

export interface QuotationLogRow {
  companyId: string;
  channelId: number | null;
  /** The integration's name when a channel's checkout asked (null: the screens or the API). */
  channel: string | null;
  parameters: object;
  response: QuotationLogQuote[];
  createdAt: Date;
}

const number = { type: 'number' } as const;
/**
 * The history's summary of an answer, serialised as the answer is (fast-json-stringify): its numbers
 * go through V8's number-to-string cache, where the answer's serialiser then finds them, while
 * JSON.stringify formatted every price again (~11 → ~7 µs per quote, the quote's largest cost after
 * the engine and the answer's own write).
 */
const quotesJson = fastJson({
  type: 'array',
  items: {
    type: 'object',
    required: ['carrier', 'estimated_cost', 'cargo_value', 'cubed_weight', 'delivery_days'],
    properties: {
      carrier: { type: 'string' },
      estimated_cost: number,
      cargo_value: number,
      cubed_weight: number,
      delivery_days: number,
    },
  },
});

const FLUSH_EVERY_MS = 100;
const MAX_BATCH = 500;

/**
 * Writes the quote history in batches, off the request path: a shop's checkout should not wait
 * for the history insert, and one multi-row INSERT per 100 ms costs far less than one per quote.
 * Readers of the history flush first, so this instance's quotes are always visible to them.
 */
@Injectable()
export class QuotationLogWriter implements BeforeApplicationShutdown {
  private readonly logger = new Logger(QuotationLogWriter.name);
  /** Each row already as JSON (jsonb_to_recordset's shape). */
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: DataSource) {}

  add(row: QuotationLogRow): void {
    // Written out at once: the row's objects (the request's parcels among them) die young with the
    // request instead of outliving a collection or two while the batch waits.
    const rest = JSON.stringify({
      company_id: row.companyId,
      channel_id: row.channelId,
      channel: row.channel,
      parameters: row.parameters,
      created_at: row.createdAt,
    });
    this.pending.push(`${rest.slice(0, -1)},"response":${quotesJson(row.response)}}`);
    if (this.pending.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  /** Writes what is queued; resolves when every earlier quote is in the table. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) this.writing = this.writing.then(() => this.insert(batch));
    return this.writing;
  }

  /** Before the database closes, so the last quotes reach the history. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private async insert(batch: string[]): Promise<void> {
    try {
      // One JSON text for the batch: pg sends it as is, where jsonb[] arrays were escaped character by character.
      await this.db.query(
        `INSERT INTO quotation_logs (company_id, channel_id, channel, parameters, response, created_at)
         SELECT company_id, channel_id, channel, parameters, response, created_at
           FROM jsonb_to_recordset($1::jsonb)
             AS r(company_id uuid, channel_id int, channel text, parameters jsonb, response jsonb, created_at timestamptz)`,
        [`[${batch.join(',')}]`],
      );
    } catch (error) {
      // The history is informative; a failed batch must not break later ones or the quotes.
      this.logger.error(`Falha ao gravar ${batch.length} cotações no histórico: ${(error as Error).message}`);
    }
  }
}
