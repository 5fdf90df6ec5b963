/**
 * The port every carrier connector implements (one folder per connector under connectors/, one line
 * in carrier-connectors.ts). A connector turns the carrier's API or files into CarrierEvents in
 * Despacho's canonical states (CARRIERS.md §0); the tracking module decides what they mean for orders.
 */

// The canonical states, problems and sources live in the domain package (what they mean for an
// order is decided there too); the port re-exports them so connectors import one file.
import type { TrackingProblem, TrackingSource, TrackingState } from '@despacho/domain';
import type { CarrierPosting } from './carrier-posting.js';
export { TRACKING_STATES } from '@despacho/domain';
export type { TrackingProblem, TrackingSource, TrackingState } from '@despacho/domain';

/** One carrier event, already mapped; the raw code and text are kept as the carrier wrote them. */
export interface CarrierEvent {
  /** Stable identity of this event at the carrier: the same event read twice has the same key. */
  key: string;
  /** The shipment key the carrier reported it for (object code, shipmentId, NF-e key…). */
  tracking_key: string;
  state: TrackingState;
  problem: TrackingProblem | null;
  /** The carrier's own code, e.g. 'BDE/01' (Correios), '01' (PROCEDA), '31' (SSW). */
  code: string;
  /** The carrier's own text. */
  description: string;
  /** 'CURITIBA/PR', the unit or city where it happened, when the carrier says. */
  place: string | null;
  /** ISO instant (UTC); carriers without an offset are read as America/Sao_Paulo. */
  occurred_at: string;
  source: TrackingSource;
  /** Proof of delivery (image or page) where the carrier gives one. */
  receipt_url: string | null;
  /** Unknown carrier codes are kept (mapped to in_transit or exception) and flagged. */
  unknown_code: boolean;
}

/** A key the carrier answered about: its events (any order), or why it has none. */
export interface TrackResult {
  tracking_key: string;
  events: CarrierEvent[];
  /** pt-BR reason when the carrier does not know the key or refused it ('Objeto não encontrado…'). */
  error: string | null;
}

export type CarrierErrorKind = 'auth' | 'throttled' | 'unavailable' | 'malformed' | 'refused';

/** A call that failed as a whole; `message` is pt-BR and carries the carrier's own answer. */
export class CarrierApiError extends Error {
  constructor(
    message: string,
    readonly kind: CarrierErrorKind,
    /** From Retry-After or the connector's back-off, when the carrier throttled us. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export interface CredentialField {
  name: string;
  label: string;
  /** Sealed at rest, never echoed back to the screen or the logs. */
  secret: boolean;
  required: boolean;
  hint?: string;
  /** A choice of the connection (service code, modalidade), not part of the account's identity. */
  setting?: boolean;
}

export type CarrierCredentials = Readonly<Record<string, string>>;

/** The connector's view of where its carrier is (the stub outside production) and of time. */
export interface ConnectorContext {
  baseUrl: string;
  credentials: CarrierCredentials;
  /** Per-call time limit (app-config `carriers.timeoutMs`); carrier-http's default when absent. */
  timeoutMs?: number;
}

export interface CarrierConnector {
  /** Catalogue id (GET channels?type=2). */
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly source: TrackingSource;
  readonly credentialFields: readonly CredentialField[];
  /** Keys per track() call (Correios 50); the poller never sends more. */
  readonly batchSize: number;
  /** Calls per second the carrier tolerates (SSW ~20). */
  readonly callsPerSecond: number;
  /** pt-BR reason the key cannot be followed by this carrier (bad check digit, not 44 digits…), or null. */
  validateKey(key: string): string | null;
  /** Checks the credentials at once; answers the carrier's own words; throws CarrierApiError. */
  testConnection(context: ConnectorContext): Promise<string>;
  /** Pulls events for up to batchSize keys; throws CarrierApiError when the call fails as a whole. */
  track(context: ConnectorContext, keys: readonly string[]): Promise<TrackResult[]>;
  /** Registers shipments and prints the carrier's labels (issue 31); absent: Despacho's own label. */
  readonly posting?: CarrierPosting;
}
