import { Logger } from '@nestjs/common';
import pg from 'pg';

const RECONNECT_MS = 1000;
/** SQLSTATE of a connection closed because the server is shutting down. */
const ADMIN_SHUTDOWN = '57P01';

export interface ChannelHandlers {
  /** A NOTIFY on the channel (its payload, '' when none). */
  message: (payload: string) => void;
  /** The connection was lost: whatever was cached may have missed a change. */
  lost: () => void;
}

/**
 * One LISTEN connection for a cache kept in memory on every API instance. Caches may keep entries
 * only while `live`: after a lost connection they are dropped and not kept again until LISTEN is
 * back, because NOTIFYs sent in between are gone.
 */
export class PgChannelListener {
  private readonly logger = new Logger(PgChannelListener.name);
  private client: pg.Client | null = null;
  private stopped = false;
  live = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.handlers.message(message.payload ?? ''));
    client.on('error', (error: Error & { code?: string }) =>
      this.lose(client, error.message, error.code === ADMIN_SHUTDOWN),
    );
    client.on('end', () => this.lose(client, 'conexão encerrada'));
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    this.client = client;
    this.live = true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.live = false;
    await this.client?.end();
  }

  private lose(client: pg.Client, reason: string, serverStopping = false): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.live = false;
    this.handlers.lost();
    // A PostgreSQL stopping with us (Ctrl-C on npm start) is expected, not an incident.
    if (serverStopping) this.logger.warn(`PostgreSQL encerrando: LISTEN ${this.channel} fechado.`);
    else this.logger.error(`LISTEN ${this.channel} perdido (${reason}); cache desligado até reconectar.`);
    void client.end().catch(() => undefined);
    setTimeout(() => void this.reconnect(), RECONNECT_MS);
  }

  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.start();
      this.handlers.lost(); // anything cached while offline was never kept; start clean anyway
      this.logger.log(`LISTEN ${this.channel} restabelecido.`);
    } catch {
      setTimeout(() => void this.reconnect(), RECONNECT_MS);
    }
  }
}
