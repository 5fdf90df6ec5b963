import { describe, expect, it } from 'vitest';
import { notificationOf, type NotifyingInput } from './notification-of.js';

const order = { company_id: 'c1', label: 'PED-9' };
// Only the fields each notification reads: the events are partial on purpose.
const event = (type: string, data: object, stream_id = 'order-o1') => ({ type, data, stream_id }) as NotifyingInput;

describe('notificationOf', () => {
  it('tells a pickup confirmed by the carrier, not by operations', () => {
    const confirmed = event('pickup.confirmed', { by: 'carrier', pickup_date: '2026-11-27' }, 'pickup-p1');
    expect(notificationOf(confirmed, { company_id: 'c1', label: '#1042' })?.message).toBe(
      'A transportadora confirmou a coleta #1042 para o dia 27/11/2026.',
    );
    expect(
      notificationOf(event('pickup.confirmed', { by: 'operations', pickup_date: '2026-11-27' }, 'pickup-p1'), order),
    ).toBeNull();
  });

  it('tells order alerts 1–3 and ratings of 1–2 stars only', () => {
    const alert = (alert_type: number | null) =>
      event('order.tracking-registered', { alert_type, detail: { description: 'Retida na fiscalização' } });
    expect(notificationOf(alert(3), order)).toEqual({
      type: 'order-alert',
      title: 'Alerta: Mercadoria retida',
      message: 'Pedido #PED-9: Retida na fiscalização',
      link: '/orders/o1',
    });
    expect(notificationOf(alert(4), order)).toBeNull();
    expect(notificationOf(alert(null), order)).toBeNull();
    const rated = (rate: number) => event('order.rated', { review: { rate, message: null } });
    expect(notificationOf(rated(1), order)?.message).toBe('O pedido #PED-9 recebeu 1 estrela.');
    expect(notificationOf(rated(3), order)).toBeNull();
  });

  it('tells an NF-e batch only when it had errors', () => {
    const batch = (total_error: number) =>
      event(
        'invoice-batch.finished',
        { batch: 7, total: 3, total_success: 3 - total_error, total_error },
        'invoice-batch-b1',
      );
    expect(notificationOf(batch(1), null)?.message).toBe('O lote 7 terminou com 1 erro (2 de 3 importadas).');
    expect(notificationOf(batch(0), null)).toBeNull();
  });

  it('tells a CT-e batch only when it had errors, and leads to the audit import', () => {
    const batch = (total_error: number) =>
      event('cte-batch.finished', { batch: 3, total: 4, total_success: 4 - total_error, total_error }, 'cte-batch-b1');
    expect(notificationOf(batch(2), null)).toEqual({
      type: 'invoice-batch-errors',
      title: 'Importação de CT-e com erros',
      message: 'O lote 3 terminou com 2 erros (2 de 4 importados).',
      link: '/audit/import',
    });
    expect(notificationOf(batch(0), null)).toBeNull();
  });

  it('tells a contingency table ready, leading to the list', () => {
    const ready = event(
      'contingency-table.ready',
      { label: 'Mercado Livre', email: 'admin@loja.test' },
      'contingency-table-t1',
    );
    expect(notificationOf(ready, null)).toEqual({
      type: 'report-ready',
      title: 'Tabela de contingência pronta',
      message: 'A tabela de contingência Mercado Livre foi enviada para admin@loja.test.',
      link: '/settings/contingency-tables',
    });
  });
});
