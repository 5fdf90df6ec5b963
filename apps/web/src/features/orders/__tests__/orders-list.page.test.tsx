import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import { order } from '../../../test/order-row.fixture';

describe('orders list', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('asks for the last 40 days and 20 orders first, and shows the row', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/orders': () => ({ data: [order('PED-1001')], total: 1, filters_not_match: { search: [] } }),
    });
    renderRoute('/orders');
    expect(await screen.findByText('PED-1001')).toBeInTheDocument();
    expect(screen.getByText('Maria Souza')).toBeInTheDocument();
    expect(screen.getByText('R$ 45,90')).toBeInTheDocument();
    const url = new URL(calls.find((c) => c.path === '/api/orders')!.url);
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.get('filters[created_at_start]')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("shows the channel's order number in the channel column (orders-pickups.md §2)", async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/orders': () => ({
        data: [
          {
            ...order('PED-2'),
            property: { channel: 'Nuvemshop', channel_entity_id: '#1042', marketplace_order_number: '2000123' },
          },
        ],
        total: 1,
        filters_not_match: { search: [] },
      }),
    });
    renderRoute('/orders');
    const channel = (await screen.findByText('Nuvemshop')).closest('td')!;
    expect([...channel.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Nuvemshop',
      '#1042',
      '2000123',
    ]);
  });

  it('cuts a 9-digit NF-e number and a long marketplace order number, each whole in a tooltip', async () => {
    const marketplaceNumber = '2000003508419013-PACK-2000008894513377';
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/orders': () => ({
        data: [
          {
            ...order('PED-1'),
            invoice_number: '123456789',
            property: { channel: 'Mercado Livre', marketplace_order_number: marketplaceNumber },
          },
        ],
        total: 1,
        filters_not_match: { search: [] },
      }),
    });
    renderRoute('/orders');
    for (const [text, width] of [
      ['123456789', 90],
      [marketplaceNumber, 100],
    ] as const) {
      const cell = await screen.findByText(text);
      // One line cut with '…' at a fixed width (Mantine's truncate), so the list keeps within 1440 px.
      expect(cell).toHaveAttribute('data-truncate', 'end');
      expect(cell.style.maxWidth).toBe(`calc(${width / 16}rem * var(--mantine-scale))`);
      // jsdom lays nothing out: the text is made wider than its box, as in a browser when it is cut.
      Object.defineProperties(cell, { scrollWidth: { value: width + 40 }, clientWidth: { value: width } });
      expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
      await userEvent.hover(cell);
      // Floating UI hides a tooltip whose anchor has no box (jsdom lays nothing out), hence `hidden`.
      expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(text);
      await userEvent.unhover(cell);
      await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument());
    }
  });

  it("bulk-searches one term per line and lists the 'Linhas nao encontradas.'", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/orders': (request) => {
        const search = new URL(request.url).searchParams.get('filters[search]');
        return search
          ? { data: [order('PED-1')], total: 1, filters_not_match: { search: ['PED-404'] } }
          : { data: [], total: 0, filters_not_match: { search: [] } };
      },
    });
    renderRoute('/orders');
    expect(await screen.findByText('Nenhum registro retornado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Busca em massa' }));
    await userEvent.type(await screen.findByLabelText('Um pedido, CPF/CNPJ ou nota por linha'), 'PED-1{enter}PED-404');
    await userEvent.click(screen.getByRole('button', { name: /BUSCAR/ }));
    expect(await screen.findByText('Linhas nao encontradas.')).toBeInTheDocument();
    expect(screen.getByText('PED-404')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).searchParams.get('filters[search]') === 'PED-1|PED-404')).toBe(true),
    );
  });

  it('filters by deadline, alerts and carrier, and says when the count was capped', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': () => ({ data: [{ id: 'c1', name: 'Jadlog' }], total: 1 }),
      'GET /api/pickups': () => ({ data: [], total: 0 }),
      'GET /api/orders': () => ({
        data: [order('PED-1')],
        total: 10_001,
        total_capped: true,
        filters_not_match: { search: [] },
      }),
    });
    renderRoute('/orders');
    expect(await screen.findByText('10001 pedidos ou mais')).toBeInTheDocument();
    for (const [label, option] of [
      ['Prazo', 'Atrasados'],
      ['Alertas', 'Extravio'],
      ['Transportadora', 'Jadlog'],
    ]) {
      await userEvent.click(screen.getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
    }
    await waitFor(() => {
      const url = new URL(calls.filter((c) => c.path === '/api/orders').at(-1)!.url);
      expect([
        url.searchParams.get('filters[deadline]'),
        url.searchParams.get('filters[alerts]'),
        url.searchParams.get('filters[carrier]'),
      ]).toEqual(['delayed', '2', 'c1']);
    });
  });

  it("filters by a pickup (whatever the creation date) or 'Sem coleta', and shows the pickup's day", async () => {
    const pickup = {
      id: 'p1',
      number: 7,
      carrier: 'Jadlog',
      deadline: '2026-11-12',
      pickuped_at: null,
      distribution_center: { reference: 'CD1' },
    };
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/carriers': () => ({ data: [], total: 0 }),
      'GET /api/pickups': () => ({ data: [pickup], total: 1 }),
      'GET /api/orders': () => ({
        data: [{ ...order('PED-1'), pickup_id: 'p1', pickup_number: 7, pickup_date: '2026-11-12' }],
        total: 1,
        filters_not_match: { search: [] },
      }),
    });
    renderRoute('/orders');
    expect(await screen.findByText('12/11/2026')).toBeInTheDocument();
    expect(screen.getByText('14/11/2026 · 09h-18h')).toBeInTheDocument();
    const lastQuery = () => new URL(calls.filter((c) => c.path === '/api/orders').at(-1)!.url).searchParams;

    await userEvent.click(screen.getByRole('combobox', { name: 'Coleta' }));
    await userEvent.click(
      await screen.findByRole('option', { name: '7 · 12/11/2026 · JADLOG · CD CD1', hidden: true }),
    );
    // orders-pickups.md §2: /orders?pickup={id}.
    await waitFor(() => expect(lastQuery().get('filters[pickup_id]')).toBe('p1'));
    expect(screen.getByText(/^Pedidos da coleta 7\./)).toBeInTheDocument();
    expect(lastQuery().get('filters[created_at_start]')).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Sem coleta' }));
    await waitFor(() => expect(lastQuery().get('filters[no_pickup]')).toBe('1'));
    expect(lastQuery().get('filters[pickup_id]')).toBeNull();
    expect(lastQuery().get('filters[created_at_start]')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
