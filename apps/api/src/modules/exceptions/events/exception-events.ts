import type { ExceptionKind, ExceptionResolution } from '@despacho/domain';
import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of the exceptions desk (stable; payload shapes versioned). */
export const ExceptionEvents = {
  ExceptionDetected: 'exception.detected',
  ExceptionAssigned: 'exception.assigned',
  ExceptionResolved: 'exception.resolved',
} as const;

/** The periodic scan found an order needing someone that no event says so by itself (time passed). */
export interface ExceptionDetected {
  company_id: string;
  order_id: string;
  kind: Extract<ExceptionKind, 'stale_tracking' | 'predicted_breach'>;
  detail: string;
  at: string;
}

/** Someone of the company takes it (user_id) or leaves it unassigned (null). */
export interface ExceptionAssigned {
  company_id: string;
  exception_id: string;
  user_id: string | null;
  at: string;
}

export interface ExceptionResolved {
  company_id: string;
  exception_id: string;
  resolution: ExceptionResolution;
  note: string | null;
  user_id: string;
  at: string;
}

export type ExceptionWatchEvent = DomainEvent<typeof ExceptionEvents.ExceptionDetected, ExceptionDetected>;
export type ExceptionCaseEvent =
  | DomainEvent<typeof ExceptionEvents.ExceptionAssigned, ExceptionAssigned>
  | DomainEvent<typeof ExceptionEvents.ExceptionResolved, ExceptionResolved>;
export type ExceptionEvent = ExceptionWatchEvent | ExceptionCaseEvent;
