import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CopyRows, copyField, copyInApart, copyJson, LINE_END, TAB } from '../../../../platform/database/copy-rows.js';
import { faultMessage } from '../../../../platform/database/row-fault.js';
import { type JsonBytes, NUMBER_ROOM } from '../../../../platform/http/json-bytes.js';
import type { QuoteCarrierDto, QuoteDto } from '../../http/quote-request.dto.js';

/** What the history keeps of each quote (QuotationLogResponseDto): the answer's own DTOs are given. */
type LoggedQuote = Pick<QuoteDto, 'carrier' | 'estimated_cost' | 'cargo_value' | 'cubed_weight' | 'delivery_days'>;

export interface QuotationLogRow {
  companyId: string;
  channelId: number | null;
  /** The integration's name when a channel's checkout asked (null: the screens or the API). */
  channel: string | null;
  parameters: object;
  quotes: readonly LoggedQuote[];
  createdAt: Date;
}

/** Each carrier's history entry up to its cost, as COPY text, per carrier DTO (one per compiled carrier). */
const carrierOpenings = new WeakMap<QuoteCarrierDto, Buffer>();

function carrierOpeningOf(carrier: QuoteCarrierDto): Buffer {
  let opening = carrierOpenings.get(carrier);
  if (!opening)
    carrierOpenings.set(
      carrier,
      (opening = Buffer.from(copyJson(`{"carrier":${JSON.stringify(carrier.name)},"estimated_cost":`))),
    );
  return opening;
}

/** Bytes of a history entry after its cost: keys, four numbers, the brace and comma. */
const ENTRY_TAIL_ROOM = 60 + 4 * NUMBER_ROOM;
/** The company id, channel id, created_at and the tabs and line end, at most. */
const ROW_ROOM = 120;

let isoSecond = Number.NaN;
let isoPrefix = '';

/** `at` as toISOString writes it; its date and time are formatted once a second (a busy checkout logs thousands). */
function writeIso(row: JsonBytes, at: Date): void {
  const time = at.getTime();
  const second = Math.floor(time / 1000);
  if (second !== isoSecond) {
    const iso = at.toISOString();
    isoSecond = second;
    isoPrefix = iso.slice(0, iso.length - 4); // without the milliseconds and the Z
  }
  row
    .ascii(isoPrefix)
    .ascii(String(time - second * 1000).padStart(3, '0'))
    .ascii('Z');
}

// The keys as bytes made once: copying them costs a fifth of writing them character by character.
const CARGO_VALUE = Buffer.from(',"cargo_value":');
const CUBED_WEIGHT = Buffer.from(',"cubed_weight":');
const DELIVERY_DAYS = Buffer.from(',"delivery_days":');

/** The quotes as QuotationLogResponseDto[] JSON, escaped for COPY (numbers and keys hold no backslash). */
function writeResponse(row: JsonBytes, quotes: readonly LoggedQuote[]): void {
  row.ascii('[');
  for (let i = 0; i < quotes.length; i++) {
    const quote = quotes[i];
    if (i > 0) row.ascii(',');
    row
      .bytes(carrierOpeningOf(quote.carrier))
      .money(quote.estimated_cost)
      .bytes(CARGO_VALUE)
      .number(quote.cargo_value)
      .bytes(CUBED_WEIGHT)
      .number(quote.cubed_weight)
      .bytes(DELIVERY_DAYS)
      .number(quote.delivery_days)
      .ascii('}');
  }
  row.ascii(']');
}

const FLUSH_EVERY_MS = 100;
const MAX_BATCH = 500;
const COPY_SQL = 'COPY quotation_logs (company_id, channel_id, channel, parameters, response, created_at) FROM STDIN';

/**
 * Writes the quote history in batches, off the request path: a shop's checkout should not wait
 * for the history insert, and one COPY per 100 ms costs far less than one INSERT per quote. Each
 * quote is written as its COPY row at once, as bytes (CopyRows, JsonBytes), so nothing of it
 * outlives the request in the JavaScript heap. Readers of the history flush first, so this
 * instance's quotes are always visible to them.
 */
@Injectable()
export class QuotationLogWriter implements BeforeApplicationShutdown {
  private readonly logger = new Logger(QuotationLogWriter.name);
  private readonly pending = new CopyRows();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: DataSource) {}

  add(row: QuotationLogRow): void {
    const parameters = copyJson(JSON.stringify(row.parameters));
    const channel = copyField(row.channel);
    let most = ROW_ROOM + (parameters.length + channel.length) * 3;
    for (const quote of row.quotes) most += carrierOpeningOf(quote.carrier).length + ENTRY_TAIL_ROOM;
    const written = this.pending.row(most);
    written.ascii(row.companyId).byte(TAB).ascii(copyField(row.channelId)).byte(TAB);
    written.utf8(channel).byte(TAB).utf8(parameters).byte(TAB);
    writeResponse(written, row.quotes);
    written.byte(TAB);
    writeIso(written, row.createdAt);
    this.pending.commit(written.byte(LINE_END));
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
      // A row PostgreSQL refuses is left out alone (and named here): the batch's other quotes, of any company, are kept.
      await copyInApart(this.db, COPY_SQL, chunks, (row, error) => {
        const [company, channel, , , , createdAt] = row.toString('utf8').trimEnd().split('\t');
        this.logger.error(
          `Cotação fora do histórico (empresa ${company}, canal ${channel}, ${createdAt}): ${faultMessage(error)}`,
        );
      });
    } catch (error) {
      // The history is informative; a failed batch must not break later ones or the quotes.
      this.logger.error(`Falha ao gravar ${rows} cotações no histórico: ${faultMessage(error)}`);
    } finally {
      this.pending.reuse(chunks);
    }
  }
}
