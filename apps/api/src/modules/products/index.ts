export { NewProductCommand } from './commands/new-product/new-product.command.js';
export { ProductPayload } from './commands/shared/product.payload.js';
export { UpdateProductCommand } from './commands/update-product/update-product.command.js';
export { UpdateProductPayload } from './commands/update-product/update-product.payload.js';
export { ProductsModule } from './products.module.js';
export { DEMO_PRODUCTS } from './seed/demo-products.js';
export { productsWithReferences } from './queries/products-with-references.reader.js';
export type { ProductSummary } from './queries/products-with-references.reader.js';
