import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of the product catalog (stable; payload shapes versioned). */
export const ProductEvents = {
  ProductRegistered: 'product.registered',
  ProductUpdated: 'product.updated',
  ProductRemoved: 'product.removed',
} as const;

/** A volume's measures: metres and kg; quantity is how many volumes have these measures. */
export interface VolumeData {
  width: number;
  height: number;
  length: number;
  weight: number;
  quantity: number;
}

export interface ProductData extends VolumeData {
  reference: string;
  description: string;
  price: number;
  /** The exit CD; null when the product has no origin (imported without one, or its CD was removed). */
  distribution_center_id: string | null;
  /** Business days added to the delivery deadline. */
  expedition_time: number;
  /** Extra volumes of the same product. */
  property: VolumeData[];
}

export interface ProductRegistered extends ProductData {
  product_id: string;
  company_id: string;
}

export type ProductUpdated = ProductData;

export interface ProductRemoved {
  company_id: string;
}

export type ProductEvent =
  | DomainEvent<typeof ProductEvents.ProductRegistered, ProductRegistered>
  | DomainEvent<typeof ProductEvents.ProductUpdated, ProductUpdated>
  | DomainEvent<typeof ProductEvents.ProductRemoved, ProductRemoved>;
