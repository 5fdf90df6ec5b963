/** Who caused an event and in answer to what; stored beside every event. */
export interface EventMetadata {
  company_id: string | null;
  user_id: string | null;
  correlation_id: string;
  causation_id: string | null;
  schema_version: number;
}

/** An event a handler wants appended. */
export interface NewEvent<T = unknown> {
  type: string;
  data: T;
  /** Version of the payload shape; bump it (and add an upcaster) when the shape changes. */
  schemaVersion?: number;
}

export interface StoredEvent<T = unknown> {
  id: string;
  position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  data: T;
  metadata: EventMetadata;
  occurred_at: Date;
}

/** Context of the command being executed, copied into each event's metadata. */
export interface CommandContext {
  companyId: string | null;
  userId: string | null;
  correlationId: string;
  causationId?: string | null;
}
