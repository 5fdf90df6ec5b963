/**
 * The parts of Mercado Livre's answers the adapter reads (CHANNELS.md §3). Every field is optional:
 * ML omits what a seller or an order lacks, and the adapter checks what it needs.
 */
type Id = string | number;

export interface MlTokenAnswer {
  access_token?: string;
  refresh_token?: string;
  user_id?: Id;
  expires_in?: number;
  message?: string;
}

export interface MlErrorAnswer {
  message?: string;
  error?: string;
}

/** A notification: a pointer to the resource, with no signature. */
export interface MlNotification {
  resource?: unknown;
  user_id?: Id;
  topic?: string;
  application_id?: Id;
  attempts?: number;
  /** When this attempt was sent. */
  sent?: string;
  /** When ML took the event: the same in every attempt of one notification. */
  received?: string;
}

/** GET /missed_feeds: notifications dropped after the last attempt, each with ML's `_id`. */
export interface MlMissedFeeds {
  messages?: (MlNotification & { _id?: string })[];
  paging?: { total?: number; offset?: number; limit?: number };
}

export interface MlOrder {
  id?: Id;
  status?: string;
  seller?: { id?: Id };
  shipping?: { id?: Id };
  buyer?: { first_name?: string; last_name?: string; billing_info?: { id?: Id } };
  order_items?: { item?: { id?: Id; title?: string; seller_sku?: string }; quantity?: number; unit_price?: number }[];
}

export interface MlShipment {
  status?: string;
  destination?: {
    receiver_name?: string;
    receiver_phone?: string;
    shipping_address?: {
      zip_code?: string;
      street_name?: string;
      street_number?: string;
      comment?: string;
      neighborhood?: { name?: string };
      city?: { name?: string };
      state?: { id?: string; name?: string };
    };
  };
}

export interface MlBillingInfo {
  buyer?: { billing_info?: { identification?: { number?: string }; doc_number?: string } };
}

export interface MlItem {
  id?: Id;
  title?: string;
  price?: number;
  seller_custom_field?: string;
  attributes?: { id?: string; value_name?: string }[];
  shipping?: { dimensions?: string };
}

/** One answer of the multiget GET /items?ids=. */
export interface MlMultigetAnswer {
  code?: number;
  body?: MlItem;
}

export interface MlItemSearch {
  results?: Id[];
  paging?: { total?: number };
}
