import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import fastJson from 'fast-json-stringify';
import { DataSource } from 'typeorm';
import { CopyRows, copyField, copyIn, copyJson } from '../../../platform/database/copy-rows.js';
import type { QuotationLogResponseDto } from '../queries/pricing.dto.js';

// QuotationLogResponseDto as a compiled serialiser: about half of JSON.stringify's time for a quote's ~17 carriers.
const responseJson = fastJson({
  type: 'array',
  items: {
    type: 'object',
    required: ['carrier', 'estimated_cost', 'cargo_value', 'cubed_weight', 'delivery_days'],
    properties: {
      carrier: { type: 'string' },
      estimated_cost: { type: 'number' },
      cargo_value: { type: 'number' },
      cubed_weight: { type: 'number' },
      delivery_days: { type: 'number' },
    },
  },
});

export interface QuotationLogRow {
  companyId: string;
  channelId: number | null;
  /** The integration's name when a channel's checkout asked (null: the screens or the API). */
  channel: string | null;
  parameters: object;
  response: QuotationLogResponseDto[];
  createdAt: Date;
}

const FLUSH_EVERY_MS = 100;
const MAX_BATCH = 500;
const COPY_SQL = 'COPY quotation_logs (company_id, channel_id, channel, parameters, response, created_at) FROM STDIN';

/**
 * Writes the quote history in batches, off the request path: a shop's checkout should not wait
 * for the history insert, and one COPY per 100 ms costs far less than one INSERT per quote. Each
 * quote is turned into its COPY row at once (CopyRows), so nothing of it outlives the request in
 * the JavaScript heap. Readers of the history flush first, so this instance's quotes are always
 * visible to them.
 */
@Injectable()
export class QuotationLogWriter implements BeforeApplicationShutdown {
  private readonly logger = new Logger(QuotationLogWriter.name);
  private readonly pending = new CopyRows();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: DataSource) {}

  add(row: QuotationLogRow): void {
    this.pending.add([
      row.companyId,
      copyField(row.channelId),
      copyField(row.channel),
      copyJson(JSON.stringify(row.parameters)),
      copyJson(responseJson(row.response)),
      row.createdAt.toISOString(),
    ]);
    if (this.pending.count >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  /** Writes what is queued; resolves when every earlier quote is in the table. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.pending.count;
    if (rows > 0) {
      const chunks = this.pending.take();
      this.writing = this.writing.then(() => this.insert(chunks, rows));
    }
    return this.writing;
  }

  /** Before the database closes, so the last quotes reach the history. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private async insert(chunks: Buffer[], rows: number): Promise<void> {
    try {
      await copyIn(this.db, COPY_SQL, chunks);
    } catch (error) {
      // The history is informative; a failed batch must not break later ones or the quotes.
      this.logger.error(`Falha ao gravar ${rows} cotações no histórico: ${(error as Error).message}`);
    } finally {
      this.pending.reuse(chunks);
    }
  }
}
