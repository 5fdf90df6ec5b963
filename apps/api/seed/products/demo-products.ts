import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../src/platform/database/sql.js';
import { ProductWriter, type ProductData, type VolumeData } from '../../src/modules/products/index.js';

type DemoProduct = Omit<ProductData, 'distribution_center_id' | 'property'> & { property?: VolumeData[] };

/** A fashion, sports and home store's catalogue: measures in metres and kg, as stored. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    reference: 'CAMISETA-P-AZUL',
    description: 'Camiseta básica algodão P azul',
    price: 49.9,
    expedition_time: 0,
    width: 0.25,
    height: 0.03,
    length: 0.3,
    weight: 0.18,
    quantity: 1,
  },
  {
    reference: 'CAMISETA-M-PRETA',
    description: 'Camiseta básica algodão M preta',
    price: 49.9,
    expedition_time: 0,
    width: 0.25,
    height: 0.03,
    length: 0.3,
    weight: 0.2,
    quantity: 1,
  },
  {
    reference: 'CALCA-JEANS-42',
    description: 'Calça jeans slim 42',
    price: 159.9,
    expedition_time: 0,
    width: 0.3,
    height: 0.05,
    length: 0.4,
    weight: 0.65,
    quantity: 1,
  },
  {
    reference: 'TENIS-CORRIDA-42',
    description: 'Tênis de corrida amortecido 42',
    price: 399.9,
    expedition_time: 1,
    width: 0.22,
    height: 0.13,
    length: 0.33,
    weight: 0.95,
    quantity: 1,
  },
  {
    reference: 'MOCHILA-NOTEBOOK',
    description: 'Mochila para notebook 15,6"',
    price: 229.0,
    expedition_time: 0,
    width: 0.3,
    height: 0.12,
    length: 0.45,
    weight: 0.9,
    quantity: 1,
  },
  {
    reference: 'GARRAFA-TERMICA-1L',
    description: 'Garrafa térmica inox 1 L',
    price: 119.9,
    expedition_time: 0,
    width: 0.1,
    height: 0.32,
    length: 0.1,
    weight: 0.55,
    quantity: 1,
  },
  {
    reference: 'LUMINARIA-MESA-LED',
    description: 'Luminária de mesa LED articulada',
    price: 139.9,
    expedition_time: 2,
    width: 0.18,
    height: 0.45,
    length: 0.18,
    weight: 1.2,
    quantity: 1,
  },
  {
    reference: 'KIT-PANELAS-5PCS',
    description: 'Jogo de panelas antiaderente 5 peças',
    price: 489.0,
    expedition_time: 1,
    width: 0.42,
    height: 0.3,
    length: 0.42,
    weight: 6.8,
    quantity: 1,
  },
  {
    reference: 'ESTANTE-LIVROS-5P',
    description: 'Estante para livros 5 prateleiras',
    price: 459.9,
    expedition_time: 3,
    width: 0.35,
    height: 0.12,
    length: 1.82,
    weight: 24.5,
    quantity: 1,
  },
  {
    reference: 'BICICLETA-ARO-29',
    description: 'Bicicleta mountain bike aro 29',
    price: 1899.0,
    expedition_time: 2,
    width: 0.25,
    height: 0.75,
    length: 1.4,
    weight: 16.5,
    quantity: 1,
  },
  {
    reference: 'CADEIRA-GAMER',
    description: 'Cadeira gamer reclinável com apoio lombar',
    price: 1299.9,
    expedition_time: 3,
    width: 0.7,
    height: 0.35,
    length: 0.72,
    weight: 14.2,
    quantity: 1,
    // Seat and base ship in separate boxes besides the backrest.
    property: [
      { width: 0.62, height: 0.2, length: 0.62, weight: 6.3, quantity: 1 },
      { width: 0.38, height: 0.14, length: 0.38, weight: 3.1, quantity: 1 },
    ],
  },
  {
    reference: 'MESA-ESCRITORIO-120',
    description: 'Mesa de escritório 120 cm',
    price: 649.0,
    expedition_time: 5,
    width: 0.62,
    height: 0.1,
    length: 1.25,
    weight: 21.0,
    quantity: 1,
    property: [{ width: 0.15, height: 0.1, length: 0.75, weight: 4.4, quantity: 2 }],
  },
];

/** Demo products for 'Loja Demo', shipped from its first CD; SKUs it already has are left alone. */
@Injectable()
export class DemoProducts {
  constructor(
    private readonly db: DataSource,
    private readonly writer: ProductWriter,
  ) {}

  async seed(): Promise<void> {
    const [company] = await this.db.query(
      `SELECT c.id, (SELECT d.id FROM distribution_centers d WHERE d.company_id = c.id ORDER BY d.created_at, d.id LIMIT 1) AS center_id
         FROM companies c WHERE c.name = 'Loja Demo'`,
    );
    if (!company) return;
    const existing = new Set(
      (await runSql(this.db, sql`SELECT lower(reference) AS sku FROM products WHERE company_id = ${company.id}`)).map(
        (r: { sku: string }) => r.sku,
      ),
    );
    const context = { companyId: company.id, userId: null, correlationId: randomUUID() };
    for (const demo of DEMO_PRODUCTS.filter((p) => !existing.has(p.reference.toLowerCase()))) {
      await this.writer.register(
        company.id,
        { ...demo, property: demo.property ?? [], distribution_center_id: company.center_id },
        context,
      );
    }
  }
}
