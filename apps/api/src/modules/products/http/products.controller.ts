import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { csvDownload } from '../../../platform/http/attachment.js';
import { ExportProductsQuery } from '../queries/export-products/export-products.query.js';
import { GetProductImportQuery } from '../queries/get-product-import/get-product-import.query.js';
import { GetProductQuery } from '../queries/get-product/get-product.query.js';
import { ListProductsQuery } from '../queries/list-products/list-products.query.js';
import { ProductDto, ProductImportDto, ProductListDto, ProductListQuery } from '../queries/products.dto.js';

const uuidOr404 = (message: string) => new ParseUUIDPipe({ exceptionFactory: () => new NotFound(message) });

/**
 * Products are read by the quote simulator and orders too (SKU look-up), so any signed-in user
 * lists them; the download and the import status belong to the settings screen.
 */
@ApiTags('products')
@Controller()
export class ProductsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('products')
  @ApiOperation({ operationId: 'listProducts', summary: 'Produtos da empresa (10 por página, no máximo 100)' })
  @ApiOkResponse({ type: ProductListDto })
  list(@Query() query: ProductListQuery, @CurrentActor() actor: Actor): Promise<ProductListDto> {
    return this.queryBus.execute(new ListProductsQuery(actor.companyId, query));
  }

  @Get('products/import/:id')
  @Requires({ area: 'settings' })
  @ApiOperation({
    operationId: 'getProductImport',
    summary: 'Andamento e resultado de uma importação de produtos por CSV',
  })
  @ApiOkResponse({ type: ProductImportDto })
  importStatus(
    @Param('id', uuidOr404('Importação não encontrada.')) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<ProductImportDto> {
    return this.queryBus.execute(new GetProductImportQuery(actor.companyId, id));
  }

  @Get('products/:id')
  @ApiOperation({ operationId: 'getProduct', summary: 'Um produto da empresa' })
  @ApiOkResponse({ type: ProductDto })
  one(
    @Param('id', uuidOr404('Produto não encontrado.')) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<ProductDto> {
    return this.queryBus.execute(new GetProductQuery(actor.companyId, id));
  }

  @Get('csv/products')
  @Requires({ area: 'settings' })
  @ApiProduces('text/csv')
  @ApiOperation({ operationId: 'productsCsv', summary: 'Produtos da empresa em CSV (mesmo formato da importação)' })
  @ApiOkResponse({ schema: { type: 'string' } })
  async csv(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return csvDownload(reply, 'produtos.csv', await this.queryBus.execute(new ExportProductsQuery(actor.companyId)));
  }
}
