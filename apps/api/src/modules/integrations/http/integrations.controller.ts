import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { CommandResultDto } from '../../../platform/commands/command-request.dto.js';
import { InvalidInput, NotFound } from '../../../platform/errors/domain-errors.js';
import { ChannelError } from '../adapters/channel-adapter.js';
import { ChannelAdapters } from '../adapters/channel-adapters.js';
import { CHANNEL_CATALOGUE } from '../queries/catalogue/channel-catalogue.js';
import { NewCompanyChannelCommand } from '../commands/new-company-channel/new-company-channel.command.js';
import { NewCompanyChannelPayload } from '../commands/new-company-channel/new-company-channel.payload.js';
import { SaveSituationsCommand } from '../commands/save-situations/save-situations.command.js';
import { SaveSituationsPayload } from '../commands/save-situations/save-situations.payload.js';
import { SaveFiltersCommand } from '../commands/save-filters/save-filters.command.js';
import { SaveFiltersPayload } from '../commands/save-filters/save-filters.payload.js';
import { NewBackgroundTaskCommand } from '../../../platform/background-tasks/new-background-task.command.js';
import { PRODUCT_SYNC_TASK } from '../jobs/product-sync.task.js';
import { GetChannelListingQuery } from '../queries/get-channel-listing/get-channel-listing.query.js';
import { ListChannelFiltersQuery } from '../queries/list-channel-filters/list-channel-filters.query.js';
import { ChannelDeliveries } from '../adapters/inbox/channel-deliveries.js';
import { ChannelDeliveryQueue } from '../jobs/channel-delivery.job.js';
import { OAuthStates } from '../adapters/oauth/oauth-states.js';
import { GetCompanyChannelQuery } from '../queries/get-company-channel/get-company-channel.query.js';
import {
  AuthorizeQuery,
  AuthorizeUrlDto,
  ChannelDeliveryListDto,
  ChannelFilterListDto,
  ChannelListingPageDto,
  ChannelListingQuery,
  SyncListingPayload,
  ChannelDeliveryListQuery,
  ChannelListDto,
  ChannelSituationListDto,
  ChannelSituationListQuery,
  ChannelListQuery,
  CompanyChannelDto,
  CompanyChannelListDto,
} from '../queries/integrations.dto.js';
import { ListChannelDeliveriesQuery } from '../queries/list-channel-deliveries/list-channel-deliveries.query.js';
import { ListChannelSituationsQuery } from '../queries/list-channel-situations/list-channel-situations.query.js';
import { ListChannelsQuery } from '../queries/list-channels/list-channels.query.js';
import { ListCompanyChannelsQuery } from '../queries/list-company-channels/list-company-channels.query.js';

const integrationId = new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Integração não encontrada.') });
const deliveryId = new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Notificação não encontrada.') });
/** Spec §6: the integrations settings need admin and settings. */
const ADMIN_SETTINGS = { area: 'settings', admin: true } as const;

/** Integrations (settings.md §2, §7): catalogue, the company's integrations, status map, delivery log. */
@ApiTags('integrations')
@Controller()
@Requires(ADMIN_SETTINGS)
export class IntegrationsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commands: CommandDispatcher,
    private readonly adapters: ChannelAdapters,
    private readonly states: OAuthStates,
    private readonly deliveries: ChannelDeliveries,
    private readonly queue: ChannelDeliveryQueue,
  ) {}

  @Get('channels')
  @ApiOperation({
    operationId: 'listChannels',
    summary: 'Catálogo de canais (type 1 ERP/marketplace, 2 transportadora)',
  })
  @ApiOkResponse({ type: ChannelListDto })
  channels(@Query() query: ChannelListQuery): Promise<ChannelListDto> {
    return this.queryBus.execute(new ListChannelsQuery(query.type));
  }

  @Get('company-channels')
  @ApiOperation({ operationId: 'listCompanyChannels', summary: 'Integrações da empresa' })
  @ApiOkResponse({ type: CompanyChannelListDto })
  companyChannels(@CurrentActor() actor: Actor): Promise<CompanyChannelListDto> {
    return this.queryBus.execute(new ListCompanyChannelsQuery(actor.companyId));
  }

  /** Public-account.md §7: the OAuth callback's fields, the same body and checks as the NewCompanyChannel action. */
  @Post('company-channels')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'newCompanyChannel',
    summary:
      'Conecta uma loja: {channel{id}, data} (8 Tray: code, state, store_host, api_address, adm_user; 29 e 30: code, state)',
  })
  @ApiOkResponse({ type: CommandResultDto })
  newCompanyChannel(
    @Body() body: NewCompanyChannelPayload,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ) {
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    return this.commands.dispatch(new NewCompanyChannelCommand(body, actor, context));
  }

  @Get('company-channels/:id')
  @ApiOperation({ operationId: 'getCompanyChannel', summary: 'Uma integração da empresa' })
  @ApiOkResponse({ type: CompanyChannelDto })
  companyChannel(@Param('id', integrationId) id: string, @CurrentActor() actor: Actor): Promise<CompanyChannelDto> {
    return this.queryBus.execute(new GetCompanyChannelQuery(actor.companyId, id));
  }

  @Get('company-channels/:id/situations')
  @ApiOperation({
    operationId: 'listCompanyChannelSituations',
    summary: 'Status do canal (os da loja, na Tray) que os status internos 3, 4 e 5 podem receber; 100 por página',
  })
  @ApiOkResponse({ type: ChannelSituationListDto })
  situationList(
    @Param('id', integrationId) id: string,
    @Query() query: ChannelSituationListQuery,
    @CurrentActor() actor: Actor,
  ): Promise<ChannelSituationListDto> {
    return this.queryBus.execute(
      new ListChannelSituationsQuery(actor.companyId, id, query.limit ?? 100, query.page ?? 1),
    );
  }

  @Post('company-channels/:id/situations')
  @HttpCode(200)
  @ApiOperation({ operationId: 'saveCompanyChannelSituations', summary: 'Mapa de status (3, 4, 5 → status do canal)' })
  @ApiOkResponse({ type: CommandResultDto })
  situations(
    @Param('id', integrationId) id: string,
    @Body() body: SaveSituationsPayload,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ) {
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    return this.commands.dispatch(new SaveSituationsCommand({ ...body, id }, actor, context));
  }

  @Get('company-channels/:id/filters')
  @ApiOperation({
    operationId: 'listCompanyChannelFilters',
    summary: 'Filtros da importação de pedidos e valores salvos',
  })
  @ApiOkResponse({ type: ChannelFilterListDto })
  filters(@Param('id', integrationId) id: string, @CurrentActor() actor: Actor): Promise<ChannelFilterListDto> {
    return this.queryBus.execute(new ListChannelFiltersQuery(actor.companyId, id));
  }

  @Post('company-channels/:id/filters')
  @HttpCode(200)
  @ApiOperation({ operationId: 'saveCompanyChannelFilters', summary: 'Salva os filtros da importação de pedidos' })
  @ApiOkResponse({ type: CommandResultDto })
  saveFilters(
    @Param('id', integrationId) id: string,
    @Body() body: SaveFiltersPayload,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ) {
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    return this.commands.dispatch(new SaveFiltersCommand({ ...body, id }, actor, context));
  }

  @Get('company-channels/:id/deliveries')
  @ApiOperation({
    operationId: 'listChannelDeliveries',
    summary: 'Registro de notificações recebidas e status enviados',
  })
  @ApiOkResponse({ type: ChannelDeliveryListDto })
  deliveryLog(
    @Param('id', integrationId) id: string,
    @Query() query: ChannelDeliveryListQuery,
    @CurrentActor() actor: Actor,
  ): Promise<ChannelDeliveryListDto> {
    return this.queryBus.execute(
      new ListChannelDeliveriesQuery(actor.companyId, id, query.limit ?? 10, query.page ?? 1),
    );
  }

  @Get('company-channels/:id/:type')
  @ApiOperation({
    operationId: 'getCompanyChannelListing',
    summary: 'Listagem de um recurso do canal (ex.: products): colunas, linhas, total, paginação 5/10/25',
  })
  @ApiOkResponse({ type: ChannelListingPageDto })
  listing(
    @Param('id', integrationId) id: string,
    @Param('type') type: string,
    @Query() query: ChannelListingQuery,
    @CurrentActor() actor: Actor,
  ): Promise<ChannelListingPageDto> {
    const ids = query.filters?.ids
      ?.split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    return this.queryBus.execute(
      new GetChannelListingQuery(
        actor.companyId,
        id,
        type,
        { limit: query.limit ?? 10, page: query.page ?? 1 },
        query.sort,
        ids?.length ? ids : undefined,
      ),
    );
  }

  @Post('company-channels/:id/:type/sync')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'syncCompanyChannelListing',
    summary: 'Sincroniza as linhas escolhidas (ids) ou a base inteira em segundo plano (GET background-tasks)',
  })
  @ApiOkResponse({ type: CommandResultDto })
  sync(
    @Param('id', integrationId) id: string,
    @Param('type') type: string,
    @Body() body: SyncListingPayload,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<CommandResultDto> {
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    const payload = { company_channel_id: id, resource: type, ids: body.ids };
    return this.commands.dispatch(new NewBackgroundTaskCommand({ action: PRODUCT_SYNC_TASK, payload }, actor, context));
  }

  @Post('company-channels/:id/deliveries/:deliveryId/reprocess')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'reprocessChannelDelivery',
    summary: "'reprocessar': processa de novo uma notificação recebida",
  })
  @ApiOkResponse({ type: CommandResultDto })
  async reprocess(
    @Param('id', integrationId) id: string,
    @Param('deliveryId', deliveryId) delivery: string,
    @CurrentActor() actor: Actor,
  ): Promise<CommandResultDto> {
    if (!(await this.deliveries.reopen(delivery, id, actor.companyId)))
      throw new NotFound('Notificação não encontrada.');
    await this.queue.enqueue(delivery, Date.now());
    return { id: delivery, message: 'Notificação enviada para reprocessamento.' };
  }

  @Get('integrations/:channel/authorize')
  @ApiOperation({
    operationId: 'authorizeChannel',
    summary: 'Endereço de autorização do canal, com um state novo (CSRF)',
  })
  @ApiOkResponse({ type: AuthorizeUrlDto })
  async authorize(
    @Param('channel') slug: string,
    @Query() query: AuthorizeQuery,
    @CurrentActor() actor: Actor,
  ): Promise<AuthorizeUrlDto> {
    const channel = CHANNEL_CATALOGUE.find((entry) => entry.layout === slug && !entry.is_disabled);
    if (!channel) throw new NotFound('Canal desconhecido.');
    const adapter = this.adapters.of(channel.id);
    // Checked before a state is spent on it: a bad store address is the merchant's typo.
    const probe = (): string => adapter.authorizeUrl('-', query.url);
    try {
      probe();
    } catch (error) {
      throw error instanceof ChannelError ? new InvalidInput(error.message) : error;
    }
    const state = await this.states.issue(actor.companyId, actor.userId, channel.id, query.url);
    return { url: adapter.authorizeUrl(state, query.url) };
  }
}
