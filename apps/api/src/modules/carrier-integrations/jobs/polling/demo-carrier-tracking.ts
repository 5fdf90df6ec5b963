import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { trySessionLock } from '../../../../platform/database/session-lock.js';
import { runSql, sql } from '../../../../platform/database/sql.js';
import { untilAnswering } from '../../../../platform/http/until-answering.js';
import { sharedCarrierId } from '../../../catalog/index.js';
import { type CompanyAdmin, firstAdminOfCompanyNamed } from '../../../identity/index.js';

/** Loja Demo's carriers connected to the stubs at boot (the stubs accept any credentials but 'invalido'). */
const DEMO_CONNECTIONS = [
  {
    channelId: 101,
    carrier: 'correios-sedex',
    credentials: { usuario: 'lojademo', codigo_acesso: 'demo-acesso-123', cartao_postagem: '0067599079' },
  },
  // Rodonaves runs on SSW; its shipments are followed by the order's NF-e key.
  { channelId: 103, carrier: 'rodonaves', credentials: { cnpj: '34567890000130' } },
] as const;

/**
 * Demo mode: 'Loja Demo' has its Correios and Rodonaves (SSW) carriers connected to the stubs this
 * API serves, through NewCompanyChannel as its admin would (tested against the stub, sealed), so its
 * orders in transit (object codes given by the seed, NF-e keys for SSW) receive carrier events by
 * themselves while `npm start` runs. Once per database: an integration already there is kept; one
 * process at a time connects (a session lock), as two APIs booting together would both find none.
 */
@Injectable()
export class DemoCarrierTracking {
  private readonly logger = new Logger(DemoCarrierTracking.name);

  constructor(
    private readonly db: DataSource,
    private readonly commands: CommandDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** After the API listens (the stubs are served by it). */
  async start(): Promise<void> {
    if (!this.config.demoMode || this.config.production) return;
    const admin = await firstAdminOfCompanyNamed(this.db, 'Loja Demo').catch(() => undefined);
    if (!admin) return;
    const release = await trySessionLock(this.db, 'demo-carrier-tracking');
    if (!release) {
      this.logger.log('Transportadoras de demonstração conectadas por outro processo.');
      return;
    }
    try {
      // The stubs may be another process's, still starting (STUBS_URL); past the wait each connect says why.
      await untilAnswering(this.config.carriers.correios.baseUrl).catch(() => undefined);
      for (const connection of DEMO_CONNECTIONS) {
        try {
          if (await this.connect(admin, connection))
            this.logger.log(`'Loja Demo': ${connection.carrier} conectada ao stub.`);
        } catch (error) {
          this.logger.warn(
            `Transportadora de demonstração ${connection.carrier} não conectada: ${(error as Error).message}`,
          );
        }
      }
    } finally {
      await release();
    }
  }

  private async connect(admin: CompanyAdmin, connection: (typeof DEMO_CONNECTIONS)[number]): Promise<boolean> {
    const [existing] = await runSql(
      this.db,
      sql`SELECT 1 FROM carrier_connections WHERE company_id = ${admin.company_id} AND channel_id = ${connection.channelId}`,
    );
    const carrierId = await sharedCarrierId(this.db, connection.carrier);
    if (existing || !carrierId) return false;
    const actor = {
      userId: admin.id,
      companyId: admin.company_id,
      name: admin.name,
      email: admin.email,
      isAdmin: true,
      isSuperAdmin: false,
      permissions: null,
    };
    await this.commands.run(
      'NewCompanyChannel',
      {
        channel: { id: connection.channelId },
        data: { credentials: connection.credentials, carrier_ids: [carrierId] },
      },
      actor,
      randomUUID(),
    );
    return true;
  }
}
