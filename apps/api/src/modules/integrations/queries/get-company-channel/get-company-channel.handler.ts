import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { NotFoundError } from '../../../../platform/http/app-errors.js';
import { CheckoutSecrets } from '../../checkout/checkout-secrets.js';
import { ChannelConnections } from '../../tokens/channel-connections.js';
import { companyChannelDtoOf } from '../company-channel-dto.js';
import { type CompanyChannelRow, CompanyChannelRows } from '../company-channel-rows.js';
import type { CompanyChannelDto } from '../integrations.dto.js';
import { GetCompanyChannelQuery } from './get-company-channel.query.js';

/** One integration; where the store defines its statuses (Tray), they are read from the store. */
@QueryHandler(GetCompanyChannelQuery)
export class GetCompanyChannelHandler implements IQueryHandler<GetCompanyChannelQuery> {
  private readonly logger = new Logger(GetCompanyChannelHandler.name);

  constructor(
    private readonly secrets: CheckoutSecrets,
    private readonly rows: CompanyChannelRows,
    private readonly connections: ChannelConnections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ companyId, id }: GetCompanyChannelQuery): Promise<CompanyChannelDto> {
    const row = await this.rows.ofCompany(id, companyId);
    if (!row) throw new NotFoundError('Integração não encontrada.');
    const dto = companyChannelDtoOf(row, this.config.publicUrl, this.secrets.of(row.id));
    if (dto.channel.situations.length > 0 || dto.channel.is_disabled) return dto;
    return { ...dto, channel: { ...dto.channel, situations: await this.storeSituations(row) } };
  }

  /** The page still opens when the store does not answer: the map then offers no status (logged). */
  private async storeSituations(row: CompanyChannelRow): Promise<{ id: string; name: string }[]> {
    try {
      return await this.connections.use(row, (connection, adapter) =>
        adapter.listSituations ? adapter.listSituations(connection) : Promise.resolve([]),
      );
    } catch (error) {
      this.logger.warn(
        `Status da loja ${row.store_id} (canal ${row.channel_id}) indisponíveis: ${(error as Error).message}`,
      );
      return [];
    }
  }
}
