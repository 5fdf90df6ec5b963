import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface QuotationLogRow {
  companyId: string;
  channelId: number | null;
  /** The integration's name when a channel's checkout asked (null: the screens or the API). */
  channel: string | null;
  parameters: object;
  response: object[];
  createdAt: Date;
}

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
  private pending: QuotationLogRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: DataSource) {}

  add(row: QuotationLogRow): void {
    this.pending.push(row);
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

  private async insert(batch: QuotationLogRow[]): Promise<void> {
    try {
      // One JSON text for the batch: pg sends it as is, where jsonb[] arrays were escaped character by character.
      await this.db.query(
        `INSERT INTO quotation_logs (company_id, channel_id, channel, parameters, response, created_at)
         SELECT company_id, channel_id, channel, parameters, response, created_at
           FROM jsonb_to_recordset($1::jsonb)
             AS r(company_id uuid, channel_id int, channel text, parameters jsonb, response jsonb, created_at timestamptz)`,
        [
          JSON.stringify(
            batch.map((r) => ({
              company_id: r.companyId,
              channel_id: r.channelId,
              channel: r.channel,
              parameters: r.parameters,
              response: r.response,
              created_at: r.createdAt,
            })),
          ),
        ],
      );
    } catch (error) {
      // The history is informative; a failed batch must not break later ones or the quotes.
      this.logger.error(`Falha ao gravar ${batch.length} cotações no histórico: ${(error as Error).message}`);
    }
  }
}
