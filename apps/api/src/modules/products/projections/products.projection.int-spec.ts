import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { CatalogEvents } from '../../catalog/index.js';
import { type ProductData, ProductEvents } from '../events/product-events.js';
import { ProductsProjection } from './products.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new ProductsProjection();

const productData = (dcId: string | null): ProductData => ({
  reference: `SKU-${randomUUID().slice(0, 8)}`,
  description: 'Cadeira',
  price: 199.9,
  distribution_center_id: dcId,
  expedition_time: 2,
  width: 0.5,
  height: 0.9,
  length: 0.5,
  weight: 6,
  quantity: 1,
  property: [{ width: 0.1, height: 0.1, length: 0.4, weight: 1, quantity: 4 }],
});
const registered = (id: string, companyId: string, data: ProductData) => ({
  type: ProductEvents.ProductRegistered,
  data: { product_id: id, company_id: companyId, ...data },
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, reference, description, price::float AS price, distribution_center_id, expedition_time,
            width::float AS width, height::float AS height, length::float AS length, weight::float AS weight,
            quantity, property
       FROM products WHERE id = ${id}`,
  );

describe('products projection', () => {
  it('writes a registered product with its measures and extra volumes', async () => {
    const [id, companyId, dcId] = [randomUUID(), randomUUID(), randomUUID()];
    const data = productData(dcId);
    await project(db(), projection, { id, type: 'product' }, [registered(id, companyId, data)]);
    expect(await rows(id)).toEqual([{ company_id: companyId, ...data }]);
  });

  it('rewrites it on update and deletes it on removal', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const data = productData(null);
    const updated = { ...data, price: 149.5, property: [] };
    await project(db(), projection, { id, type: 'product' }, [
      registered(id, companyId, data),
      { type: ProductEvents.ProductUpdated, data: updated },
    ]);
    expect(await rows(id)).toEqual([{ company_id: companyId, ...updated }]);

    const removed = randomUUID();
    await project(db(), projection, { id: removed, type: 'product' }, [
      registered(removed, companyId, productData(null)),
      { type: ProductEvents.ProductRemoved, data: { company_id: companyId } },
    ]);
    expect(await rows(removed)).toEqual([]);
  });

  it("leaves a removed CD's products without origin, and no other product", async () => {
    const [companyId, dcId, otherDc] = [randomUUID(), randomUUID(), randomUUID()];
    const [a, b] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id: a, type: 'product' }, [registered(a, companyId, productData(dcId))]);
    await project(db(), projection, { id: b, type: 'product' }, [registered(b, companyId, productData(otherDc))]);
    await project(db(), projection, { id: dcId, type: 'distribution-center' }, [
      { type: CatalogEvents.DistributionCenterRemoved, data: { company_id: companyId } },
    ]);
    expect((await rows(a))[0].distribution_center_id).toBeNull();
    expect((await rows(b))[0].distribution_center_id).toBe(otherDc);
  });
});
