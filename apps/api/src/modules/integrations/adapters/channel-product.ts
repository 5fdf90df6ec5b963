/** A product (or a variant, which is what is sold) as a channel lists it; measures in kg and cm. */
export type ChannelProduct = {
  id: string;
  sku: string | null;
  name: string;
  price: number;
  weight: number | null;
  width: number | null;
  height: number | null;
  depth: number | null;
};
