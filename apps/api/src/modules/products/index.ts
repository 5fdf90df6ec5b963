export { NewProductCommand } from './commands/new-product/new-product.command.js';
export { ProductPayload } from './commands/shared/product.payload.js';
export { UpdateProductCommand } from './commands/update-product/update-product.command.js';
export { UpdateProductPayload } from './commands/update-product/update-product.payload.js';
export { ProductsModule } from './products.module.js';
export { ProductWriter } from './commands/shared/product-writer.js';
export type { ProductData, VolumeData } from './events/product-events.js';
export { skuExpeditionDaysOf } from './queries/sku-expedition-days.reader.js';
