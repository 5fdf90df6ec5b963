import { describe, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { type ProductData, ProductEvents } from '../events/product-events.js';
import { Product } from './product.aggregate.js';

const COMPANY = 'company-a';
const productData: ProductData = {
  reference: 'SKU-1',
  description: 'Cadeira',
  price: 199.9,
  distribution_center_id: 'dc-1',
  expedition_time: 2,
  width: 0.5,
  height: 0.9,
  length: 0.5,
  weight: 6,
  quantity: 1,
  property: [{ width: 0.1, height: 0.1, length: 0.4, weight: 1, quantity: 4 }],
};
const registered = {
  type: ProductEvents.ProductRegistered,
  data: { product_id: 'product-1', company_id: COMPANY, ...productData },
};
const removed = { type: ProductEvents.ProductRemoved, data: { company_id: COMPANY } };
const product = () => new Product('product-1');
const notFound = ['not-found', 'Produto não encontrado.'] as const;

describe('Product', () => {
  it('registers, updates and removes a product of the company', () => {
    given(product())
      .when((p) => p.register(COMPANY, productData))
      .thenRaises(registered);
    given(product(), registered)
      .when((p) => p.update(COMPANY, { ...productData, price: 149.9 }))
      .thenRaises({ type: ProductEvents.ProductUpdated, data: { ...productData, price: 149.9 } });
    given(product(), registered)
      .when((p) => p.remove(COMPANY))
      .thenRaises(removed);
  });

  it("answers a missing, removed or another company's product as not found", () => {
    given(product())
      .when((p) => p.update(COMPANY, productData))
      .thenRefuses(...notFound);
    given(product(), registered, removed)
      .when((p) => p.remove(COMPANY))
      .thenRefuses(...notFound);
    given(product(), registered)
      .when((p) => p.update('company-b', productData))
      .thenRefuses(...notFound);
    given(product(), registered)
      .when((p) => p.remove('company-b'))
      .thenRefuses(...notFound);
  });
});
