import type { DomainEvent, EventOf } from '../../../platform/event-store/domain-event.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import type { OrderJobEvent } from '../../orders/index.js';
import type { OrderEvent } from '../../orders/index.js';
import type { PickupEvent } from '../../pickups/index.js';
import type { CONTINGENCY_TABLE_READY, ContingencyTableReady } from '../../pricing/index.js';

/** The events a notification may come from (`mayNotify`), read as their contexts declare them. */
export type NotifyingEvent =
  | EventOf<PickupEvent, 'pickup.confirmed'>
  | EventOf<OrderEvent, 'order.tracking-registered'>
  | EventOf<OrderEvent, 'order.rated'>
  | OrderJobEvent
  | DomainEvent<typeof CONTINGENCY_TABLE_READY, ContingencyTableReady>;

/** What `notificationOf` reads of a stored event. */
export type NotifyingInput = Pick<StoredEvent, 'stream_id'> & NotifyingEvent;

/** What a notification says (public-account.md §3 Notification: property, created_at). */
export interface NotificationProperty {
  type: 'pickup-confirmed' | 'invoice-batch-errors' | 'report-ready' | 'order-alert' | 'low-rating';
  title: string;
  message: string;
  /** Where the bell's item leads inside the app, or null. */
  link: string | null;
}

/** The order or pickup an event speaks of, read from the read models by the projection. */
export interface Subject {
  company_id: string;
  /** The order's reference or the pickup's number. */
  label: string;
}

/** Alert types of an occurrence that a merchant must hear about (1 avaria, 2 extravio, 3 mercadoria retida). */
const ALERTS: Record<number, string> = { 1: 'Avaria', 2: 'Extravio', 3: 'Mercadoria retida' };

const SUBJECT_OF: Record<string, 'order' | 'pickup'> = {
  'pickup.confirmed': 'pickup',
  'order.tracking-registered': 'order',
  'order.rated': 'order',
};

const SELF_CONTAINED = new Set([
  'invoice-batch.finished',
  'cte-batch.finished',
  'orders-report.sent',
  'contingency-table.ready',
]);

export function mayNotify(type: string): boolean {
  return type in SUBJECT_OF || SELF_CONTAINED.has(type);
}

/** Whether the event's notification needs its order or pickup looked up, and which. */
export function subjectKindOf(type: string): 'order' | 'pickup' | null {
  return SUBJECT_OF[type] ?? null;
}

const dayOf = (date: string) => date.slice(0, 10).split('-').reverse().join('/');

/** The notification an event raises, or null when it is not one a merchant cares about (pure). */
export function notificationOf(event: NotifyingInput, subject: Subject | null): NotificationProperty | null {
  const { type, data } = event;
  const id = event.stream_id.slice(event.stream_id.indexOf('-') + 1);
  switch (type) {
    case 'pickup.confirmed':
      if (data.by !== 'carrier' || !subject) return null;
      return {
        type: 'pickup-confirmed',
        title: 'Coleta confirmada',
        message: `A transportadora confirmou a coleta ${subject.label} para o dia ${dayOf(data.pickup_date)}.`,
        link: '/pickups',
      };
    case 'order.tracking-registered': {
      const alert = data.alert_type === null ? undefined : ALERTS[data.alert_type];
      if (!alert || !subject) return null;
      return {
        type: 'order-alert',
        title: `Alerta: ${alert}`,
        message: `Pedido #${subject.label}: ${data.detail.description}`,
        link: `/orders/${id}`,
      };
    }
    case 'order.rated':
      if (data.review.rate > 2 || !subject) return null;
      return {
        type: 'low-rating',
        title: 'Avaliação baixa',
        message: `O pedido #${subject.label} recebeu ${data.review.rate} ${data.review.rate === 1 ? 'estrela' : 'estrelas'}${data.review.message ? `: "${data.review.message}"` : '.'}`,
        link: `/orders/${id}`,
      };
    case 'invoice-batch.finished':
      if (data.total_error === 0) return null;
      return {
        type: 'invoice-batch-errors',
        title: 'Importação de notas com erros',
        message: `O lote ${data.batch} terminou com ${data.total_error} ${data.total_error === 1 ? 'erro' : 'erros'} (${data.total_success} de ${data.total} importadas).`,
        link: '/orders/import',
      };
    case 'cte-batch.finished':
      if (data.total_error === 0) return null;
      return {
        type: 'invoice-batch-errors',
        title: 'Importação de CT-e com erros',
        message: `O lote ${data.batch} terminou com ${data.total_error} ${data.total_error === 1 ? 'erro' : 'erros'} (${data.total_success} de ${data.total} importados).`,
        link: '/audit/import',
      };
    case 'contingency-table.ready':
      return {
        type: 'report-ready',
        title: 'Tabela de contingência pronta',
        message: `A tabela de contingência ${data.label} foi enviada para ${data.email}.`,
        link: '/settings/contingency-tables',
      };
    case 'orders-report.sent':
      return {
        type: 'report-ready',
        title: 'Relatório pronto',
        message: `O relatório de pedidos foi enviado para ${data.email}.`,
        link: null,
      };
    default:
      return null;
  }
}
