import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const batch = (status: string) => ({
  id: 'b1000000-0000-4000-8000-000000000001',
  batch: 3,
  status,
  created_at: '2026-11-23T12:00:00.000Z',
  finished_at: null,
  totals: {
    total: 3,
    total_success: 2,
    total_error: 1,
    errors: ['lote.zip/nfce.xml: NFC-e (modelo 65) não é nota de transporte.'],
  },
});

describe('invoice import', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('uploads the chosen files, sends the batch and shows it with its error log', async () => {
    let sent = false;
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'POST /api/upload': () => ({ path: 'c/x/lote.zip' }),
      'POST /api/command': () => {
        sent = true;
        return {
          id: batch('done').id,
          batch: 3,
          message: 'Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.',
        };
      },
      'GET /api/batches': () => ({ data: sent ? [batch('done')] : [], total: sent ? 1 : 0 }),
    });
    renderRoute('/orders/import');
    expect(await screen.findByText('Nenhum lote enviado ainda.')).toBeInTheDocument();
    const input = screen.getByLabelText('Arquivos das notas fiscais');
    await userEvent.upload(
      input,
      [new File(['PK'], 'lote.zip', { type: 'application/zip' }), new File(['x'], 'foto.png', { type: 'image/png' })],
      { applyAccept: false },
    );
    expect(screen.getByText('Ignorados (envie .xml ou .zip): foto.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(
      await screen.findByText('Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'CreateOrdersFromInvoices',
      payload: { invoices: [{ path: 'c/x/lote.zip' }] },
    } satisfies Command);
    expect(calls.filter((c) => c.path === '/api/upload')).toHaveLength(1);
    expect(await screen.findByRole('columnheader', { name: 'Lote' })).toBeInTheDocument();
    // orders-pickups.md §2: id, batch, total, success, error and created date.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Id',
      'Lote',
      'Situação',
      'Total',
      'Sucesso',
      'Erro',
      'Criado em',
      '',
    ]);
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^b1000000-0000-4000-8000-000000000001$/);
    expect(cells[1]).toHaveTextContent(/^3$/);
    await userEvent.click(await screen.findByRole('button', { name: 'Log de errors' }));
    const log = await screen.findByRole('dialog', { name: 'Log de errors' });
    expect(within(log).getByText('lote.zip/nfce.xml: NFC-e (modelo 65) não é nota de transporte.')).toBeInTheDocument();
  });

  it('shows the upload failure in red and keeps the form', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const path = new URL(request.url).pathname;
      if (path === '/api/me') return Response.json(ME_ADMIN);
      if (path === '/api/batches') return Response.json({ data: [], total: 0 });
      return Response.json({ message: 'O arquivo passa de 10 MB.' }, { status: 413 });
    });
    renderRoute('/orders/import');
    await userEvent.upload(await screen.findByLabelText('Arquivos das notas fiscais'), new File(['x'], 'grande.zip'), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Ocorreu um erro: O arquivo passa de 10 MB.')).toBeInTheDocument();
    expect(screen.getByText(/Arraste os arquivos/)).toBeInTheDocument();
  });
});
