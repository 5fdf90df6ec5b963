import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, stubApi } from '../../../test/render';

const PAGE = {
  carrier: { id: 'c1', name: 'Jadlog', canonical_name: 'jadlog' },
  distribution_center: [
    {
      id: 'd1',
      name: 'CD Loja Demo',
      address: {
        city: 'São Paulo',
        state: 'SP',
        name: 'Loja Demo Comércio Ltda',
        federal_tax_id: '78901234000105',
        phone: '11987654321',
      },
      format_address: 'Avenida Paulista, 1000 - Bela Vista, São Paulo/SP, CEP 01310-100',
      pickup_window: ['Segunda-feira: 09:00 às 12:00 e 14:00 às 17:00'],
      pickups: [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          number: 1042,
          totals: {
            total_volumes: 3,
            total_weight: 7.5,
            total_m3: 0.072,
            max_m3: 0.03,
            min_m3: 0.006,
            cargo_value: 420.5,
          },
          pickup_date: null,
          integration_code: null,
          note: 'Doca 2',
          files: [],
        },
      ],
      pickups_accepted: [],
    },
  ],
};

describe('carrier pickup page (no login)', () => {
  it('shows the CD card, requires a date and confirms the selected pickups', async () => {
    const calls = stubApi({
      'GET /api/carrier-pickups': () => PAGE,
      'POST /api/carrier-pickups': () => ({ message: 'Parabéns! A coleta foi confirmada para o dia 01/12/2026' }),
    });
    renderRoute('/carrier/notfis/tok-123');
    expect(await screen.findByRole('heading', { name: 'Olá, JADLOG' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CD Loja Demo - São Paulo/SP' })).toBeInTheDocument();
    expect(screen.getByText('Horários de coleta do CD:')).toBeInTheDocument();
    expect(screen.getByText('Segunda-feira: 09:00 às 12:00 e 14:00 às 17:00')).toBeInTheDocument();
    expect(screen.getByText('Observação: Doca 2')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1042' })).toBeInTheDocument();
    expect(screen.getByLabelText('Selecionar coleta 1042')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'CONFIRMAR COLETA' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Selecionar todas'));
    await userEvent.click(confirm);
    expect((await screen.findByText('Informe a data estimada de coleta')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText(/^Data da coleta/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === '/api/carrier-pickups' && c.body)).toHaveLength(0);
    expect(new URL(calls[0].url).searchParams.get('token')).toBe('tok-123');
  });

  it("confirms with the spec's text naming the chosen date, not the answer's (§2.5, §7)", async () => {
    const calls = stubApi({
      'GET /api/carrier-pickups': () => PAGE,
      'POST /api/carrier-pickups': () => ({ message: 'Coletas confirmadas.' }),
    });
    renderRoute('/carrier/notfis/tok-123');
    await userEvent.click(await screen.findByLabelText('Selecionar todas'));
    await userEvent.type(screen.getByLabelText(/Data da coleta/), '15/01/2030');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRMAR COLETA' }));
    expect(await screen.findByText('Parabéns! A coleta foi confirmada para o dia 15/01/2030')).toBeInTheDocument();
    expect(screen.queryByText('Coletas confirmadas.')).not.toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/carrier-pickups' && c.body);
    expect(sent?.body).toMatchObject({ pickup_date: '2030-01-15' });
  });

  it("shows the server's refusal of a bad link and nothing else", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json(
        { message: 'Link de coleta inválido ou expirado. Peça um novo link ao embarcador.' },
        { status: 403 },
      ),
    );
    renderRoute('/carrier/notfis/ruim');
    expect(
      await screen.findByText('Link de coleta inválido ou expirado. Peça um novo link ao embarcador.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Horários de coleta do CD:')).not.toBeInTheDocument());
  });
});
