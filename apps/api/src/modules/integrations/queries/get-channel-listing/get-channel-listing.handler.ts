import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { InvalidInput, NotFound } from '../../../../platform/errors/domain-errors.js';
import { askChannel } from '../../adapters/ask-channel.js';
import { ChannelConnections } from '../../adapters/tokens/channel-connections.js';
import type { ChannelProductSort } from '../../adapters/channel-product.js';
import { channelEntry } from '../catalogue/channel-catalogue.js';
import { PRODUCTS_LISTING } from '../../channels/channel-plugin.js';
import { CompanyChannelRows } from '../company-channel-rows.js';
import type { ChannelListingColumnDto, ChannelListingPageDto, ChannelListingSort } from '../integrations.dto.js';
import { GetChannelListingQuery } from './get-channel-listing.query.js';
import { productsWithReferences } from '../../../products/index.js';

const PRODUCT_COLUMNS: ChannelListingColumnDto[] = [
  { field: 'sku', label: 'SKU', sortable: false },
  { field: 'name', label: 'Nome', sortable: true },
  { field: 'price', label: 'Preço', sortable: true },
  { field: 'weight', label: 'Peso (kg)', sortable: false },
  { field: 'width', label: 'Largura (cm)', sortable: false },
  { field: 'height', label: 'Altura (cm)', sortable: false },
  { field: 'depth', label: 'Comprimento (cm)', sortable: false },
  { field: 'in_despacho', label: 'Na Despacho', sortable: false },
];

const IDS_FILTER = {
  id: 'ids',
  description: 'Ids no canal, separados por vírgula',
  type: 'string',
  is_multiple: true,
  options: [],
};

/** sort[field]=asc|desc → the adapter's sort; one sortable column at a time. */
function sortOf(sort: ChannelListingSort | undefined): ChannelProductSort | undefined {
  const entries = Object.entries(sort ?? {}).filter(([, direction]) => direction !== undefined);
  if (entries.length === 0) return undefined;
  const [[field, direction]] = entries;
  const column = PRODUCT_COLUMNS.find((candidate) => candidate.field === field && candidate.sortable);
  if (entries.length > 1 || !column || (direction !== 'asc' && direction !== 'desc'))
    throw new InvalidInput('Ordene por uma coluna ordenável (nome ou preço) com asc ou desc.');
  return { field: column.field as ChannelProductSort['field'], direction };
}

/**
 * GET company-channels/{id}/{type} (settings.md §3 Listing): a page of the channel's resource, read
 * from the channel through its adapter, each row marked when its SKU is already a Despacho product.
 */
@QueryHandler(GetChannelListingQuery)
export class GetChannelListingHandler implements IQueryHandler<GetChannelListingQuery> {
  constructor(
    private readonly rows: CompanyChannelRows,
    private readonly connections: ChannelConnections,
    private readonly db: DataSource,
  ) {}

  async execute(query: GetChannelListingQuery): Promise<ChannelListingPageDto> {
    const integration = await this.rows.ofCompany(query.companyChannelId, query.companyId);
    if (!integration) throw new NotFound('Integração não encontrada.');
    const listing = channelEntry(integration.channel_id)?.listings.find((l) => l.resource === query.resource);
    if (!listing || listing.resource !== PRODUCTS_LISTING.resource)
      throw new NotFound('Listagem não encontrada para este canal.');
    const sort = sortOf(query.sort);
    const { items, total } = await askChannel(() =>
      this.connections.use(integration, (connection, adapter) =>
        adapter.listProducts(connection, { page: query.page.page, perPage: query.page.limit, ids: query.ids, sort }),
      ),
    );
    const skus = items.flatMap((item) => (item.sku ? [item.sku.toLowerCase()] : []));
    const known = skus.length ? await productsWithReferences(this.db, query.companyId, skus) : [];
    const inDespacho = new Set(known.map((product) => product.reference.toLowerCase()));
    return {
      columns: PRODUCT_COLUMNS,
      data: items.map((item) => ({ ...item, in_despacho: !!item.sku && inDespacho.has(item.sku.toLowerCase()) })),
      total,
      available_filters: [IDS_FILTER],
      type_translate: listing.label,
      import_ids: true,
    };
  }
}
