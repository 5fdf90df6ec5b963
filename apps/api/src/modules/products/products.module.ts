import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { CreateProductsFromCsvCommand } from './commands/create-products-from-csv/create-products-from-csv.command.js';
import { CreateProductsFromCsvHandler } from './commands/create-products-from-csv/create-products-from-csv.handler.js';
import { CreateProductsFromCsvPayload } from './commands/create-products-from-csv/create-products-from-csv.payload.js';
import { DeleteProductCommand } from './commands/delete-product/delete-product.command.js';
import { DeleteProductHandler } from './commands/delete-product/delete-product.handler.js';
import { DeleteProductPayload } from './commands/delete-product/delete-product.payload.js';
import { NewProductCommand } from './commands/new-product/new-product.command.js';
import { ImportProductRowHandler } from './commands/import-product-row/import-product-row.handler.js';
import { NewProductHandler } from './commands/new-product/new-product.handler.js';
import { ProductWriter } from './commands/shared/product-writer.js';
import { ProductPayload } from './commands/shared/product.payload.js';
import { UpdateProductCommand } from './commands/update-product/update-product.command.js';
import { UpdateProductHandler } from './commands/update-product/update-product.handler.js';
import { UpdateProductPayload } from './commands/update-product/update-product.payload.js';
import { ProductsController } from './http/products.controller.js';
import { ProductImportTasks } from './jobs/product-import-tasks.js';
import { ProductImportQueue } from './jobs/product-import.job.js';
import { ProductImportRunner } from './jobs/product-import.runner.js';
import { ProductImportWorker } from './jobs/product-import.worker.js';
import { ProductsProjection } from './projections/products.projection.js';
import { ExportProductsHandler } from './queries/export-products/export-products.handler.js';
import { GetProductImportHandler } from './queries/get-product-import/get-product-import.handler.js';
import { GetProductHandler } from './queries/get-product/get-product.handler.js';
import { ListProductsHandler } from './queries/list-products/list-products.handler.js';

const commandHandlers = [
  NewProductHandler,
  UpdateProductHandler,
  DeleteProductHandler,
  CreateProductsFromCsvHandler,
  ImportProductRowHandler,
];
const queryHandlers = [ListProductsHandler, GetProductHandler, GetProductImportHandler, ExportProductsHandler];
const projections = [ProductsProjection];
const jobs = [ProductImportTasks, ProductImportQueue, ProductImportRunner, ProductImportWorker];
/** Spec §6: products need the settings permission only (not admin). */
const settings = { area: 'settings' } as const;

/** Products: SKUs with measures and extra volumes, their CSV import and download. */
@Module({
  imports: [UploadsModule],
  controllers: [ProductsController],
  providers: [...commandHandlers, ...queryHandlers, ...projections, ...jobs, ProductWriter],
})
export class ProductsModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly products: ProductsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.products);
    this.actions.register(
      { action: 'NewProduct', payload: ProductPayload, access: settings, command: NewProductCommand },
      { action: 'UpdateProduct', payload: UpdateProductPayload, access: settings, command: UpdateProductCommand },
      { action: 'DeleteProduct', payload: DeleteProductPayload, access: settings, command: DeleteProductCommand },
      {
        action: 'CreateProductsFromCSV',
        payload: CreateProductsFromCsvPayload,
        access: settings,
        command: CreateProductsFromCsvCommand,
      },
    );
  }
}
