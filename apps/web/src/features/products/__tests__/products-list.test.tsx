import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const product = (reference: string, over: Record<string, unknown> = {}) => ({
  id: `id-${reference}`,
  reference,
  description: `Produto ${reference}`,
  price: 49.9,
  distribution_center_id: 'cd1',
  distribution_center: { id: 'cd1', reference: 'CD1', name: 'CD Paulista' },
  expedition_time: 0,
  width: 0.25,
  height: 0.03,
  length: 0.3,
  weight: 0.18,
  quantity: 1,
  property: [],
  created_at: '2026-01-10T12:00:00Z',
  updated_at: '2026-01-10T12:00:00Z',
  ...over,
});

const LIST = {
  data: [
    product('CAMISETA-P-AZUL'),
    product('CADEIRA-GAMER', {
      distribution_center_id: null,
      distribution_center: null,
      property: [{ width: 0.6, height: 0.2, length: 0.6, weight: 6, quantity: 2 }],
    }),
  ],
  total: 2,
};

/** The list requests' filters, as the API received them. */
function listRequests() {
  const seen: URLSearchParams[] = [];
  const answer = (request: Request) => {
    seen.push(new URL(request.url).searchParams);
    return LIST;
  };
  return { seen, answer };
}

const IMPORT_ID = '11111111-0000-4000-8000-000000000001';

describe('products list', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('lists products 10 per page and searches by SKU only after 300 ms without typing', async () => {
    const list = listRequests();
    stubApi({ 'GET /api/me': () => ME_ADMIN, 'GET /api/products': list.answer });
    renderRoute('/settings/products');
    const row = (await screen.findByText('CADEIRA-GAMER')).closest('tr')!;
    expect(within(row).getByText('Sem origem')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument(); // 1 main volume + 2 extra
    expect(within(row).getByText('R$ 49,90')).toBeInTheDocument();
    expect(list.seen[0].get('limit')).toBe('10');
    expect(list.seen[0].get('page')).toBe('1');

    await userEvent.type(screen.getByLabelText('Buscar por SKU'), 'CAM');
    await waitFor(() => expect(list.seen.some((q) => q.get('filters[search]') === 'CAM')).toBe(true));
    // One request for the whole word, none for 'C' or 'CA'.
    expect(list.seen.map((q) => q.get('filters[search]'))).toEqual([null, 'CAM']);

    await userEvent.click(screen.getByLabelText('Produtos sem origem'));
    await waitFor(() => expect(list.seen.at(-1)?.get('filters[without_origin]')).toBe('1'));
    expect(list.seen.at(-1)?.get('filters[search]')).toBe('CAM');
  });

  it("'Sincronizar' refreshes the quotation cache and says so", async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/products': () => LIST,
      'POST /api/command': () => ({ message: 'Atualizado com sucesso!' }),
    });
    renderRoute('/settings/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Sincronizar' }));
    expect(await screen.findByText('Atualizado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'SynchronizeQuotation',
      payload: {},
    } satisfies Command);
  });

  it('imports a CSV: upload, CreateProductsFromCSV, progress while polling, then the result and the refused rows', async () => {
    const statuses = [
      { status: 'running', total: 4, processed: 2, created: 0, updated: 0, failed: 0, errors: [], message: null },
      {
        status: 'done',
        total: 4,
        processed: 4,
        created: 2,
        updated: 1,
        failed: 1,
        errors: [{ row: 4, message: "Preço inválido: 'abc'." }],
        message: null,
      },
    ].map((s) => ({ id: IMPORT_ID, created_at: '2026-01-10T12:00:00Z', finished_at: null, ...s }));
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/products': () => LIST,
      'POST /api/upload': () => ({ path: 'empresa/arquivo/produtos.csv' }),
      'POST /api/command': () => ({ id: IMPORT_ID }),
      [`GET /api/products/import/${IMPORT_ID}`]: () => statuses.shift() ?? statuses.at(-1),
    });
    renderRoute('/settings/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'IMPORTAR' })).toBeDisabled();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['sku;titulo\n'], 'produtos.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'IMPORTAR' }));

    expect(await within(dialog).findByText('Processando 2 de 4 linhas…')).toBeInTheDocument();
    expect(await within(dialog).findByText('Produtos importados com sucesso.')).toBeInTheDocument();
    expect(within(dialog).getByText('2 cadastrados, 1 atualizados, 1 linhas recusadas.')).toBeInTheDocument();
    expect(within(dialog).getByText("Linha 4: Preço inválido: 'abc'.")).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/upload');
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'CreateProductsFromCSV',
      payload: { csv: { path: 'empresa/arquivo/produtos.csv' } },
    } satisfies Command);
  });

  it('shows the spec failure message with the reason when the file is refused', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/products': () => LIST,
      'POST /api/upload': () => ({ path: 'empresa/arquivo/produtos.csv' }),
      'POST /api/command': () => ({ id: IMPORT_ID }),
      [`GET /api/products/import/${IMPORT_ID}`]: () => ({
        id: IMPORT_ID,
        status: 'failed',
        total: null,
        processed: 0,
        created: 0,
        updated: 0,
        failed: 0,
        errors: [],
        message: 'Coluna obrigatória ausente no cabeçalho: peso_kg.',
        created_at: '2026-01-10T12:00:00Z',
        finished_at: '2026-01-10T12:00:01Z',
      }),
    });
    renderRoute('/settings/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'produtos.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'IMPORTAR' }));
    expect(
      await within(dialog).findByText(
        'Ocorreu um erro ao tentar processar o CSV, tente novamente. Coluna obrigatória ausente no cabeçalho: peso_kg.',
      ),
    ).toBeInTheDocument();
  });
});
