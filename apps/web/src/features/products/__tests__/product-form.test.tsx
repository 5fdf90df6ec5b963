import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const CENTERS = {
  data: [{ id: 'cd000000-0000-4000-8000-000000000001', reference: 'CD1', name: 'CD Paulista' }],
  total: 1,
};

const PRODUCT = {
  id: 'p0000000-0000-4000-8000-000000000001',
  reference: 'CADEIRA-GAMER',
  description: 'Cadeira gamer',
  price: 1299.9,
  distribution_center_id: CENTERS.data[0].id,
  distribution_center: CENTERS.data[0],
  expedition_time: 3,
  width: 0.7,
  height: 0.35,
  length: 0.72,
  weight: 14.2,
  quantity: 1,
  property: [{ width: 0.62, height: 0.2, length: 0.62, weight: 6.3, quantity: 1 }],
  created_at: '2026-01-10T12:00:00Z',
  updated_at: '2026-01-10T12:00:00Z',
};

// Pasting is much faster than typing key by key in these long forms.
const type = async (label: RegExp | string, text: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
};

const sentCommand = (calls: { path: string; body: unknown }[]) =>
  calls.find((c) => c.path === '/api/command')?.body as { action: string; payload: Record<string, unknown> };

describe('product form', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('sends NewProduct with the measures typed in cm converted to metres, extra volumes included', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/distribution-centers': () => CENTERS,
      'POST /api/command': () => ({ id: 'novo', message: 'Produto cadastrado com sucesso' }),
      'GET /api/products': () => ({ data: [], total: 0 }),
    });
    const router = renderRoute('/settings/products/new');
    await screen.findByLabelText(/^SKU/);
    await type(/^SKU/, 'MESA-120');
    await type(/^Título/, 'Mesa de escritório');
    await type(/^Preço/, '649,9');
    await userEvent.click(screen.getByRole('combobox', { name: /^CD de saída/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'CD1 — CD Paulista', hidden: true }));
    await type(/^Prazo de expedição/, '5');
    await type(/^Largura \(cm\)\s*\*?$/, '62');
    await type(/^Altura \(cm\)\s*\*?$/, '10');
    await type(/^Comprimento \(cm\)\s*\*?$/, '125,5');
    await type(/^Peso \(kg\)\s*\*?$/, '21');
    await userEvent.click(screen.getByRole('button', { name: '+ ADICIONAR VOLUME' }));
    await type(/^Largura \(cm\) do volume extra 1/, '15');
    await type(/^Altura \(cm\) do volume extra 1/, '7');
    await type(/^Comprimento \(cm\) do volume extra 1/, '75');
    await type(/^Peso \(kg\) do volume extra 1/, '4,4');
    await type(/^Quantidade do volume extra 1/, '2');
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/products'));
    expect(sentCommand(calls)).toEqual({
      action: 'NewProduct',
      payload: {
        reference: 'MESA-120',
        description: 'Mesa de escritório',
        price: 649.9,
        distribution_center_id: CENTERS.data[0].id,
        expedition_time: 5,
        width: 0.62,
        height: 0.1,
        length: 1.255,
        weight: 21,
        quantity: 1,
        property: [{ width: 0.15, height: 0.07, length: 0.75, weight: 4.4, quantity: 2 }],
      },
    } satisfies Command);
    expect(await screen.findByText('Produto cadastrado com sucesso')).toBeInTheDocument();
  });

  it('shows the required messages and sends nothing when the form is empty', async () => {
    const calls = stubApi({ 'GET /api/me': () => ME_ADMIN, 'GET /api/distribution-centers': () => CENTERS });
    renderRoute('/settings/products/new');
    await userEvent.click(await screen.findByRole('button', { name: '+ ADICIONAR VOLUME' }));
    await type(/^Largura \(cm\)\s*\*?$/, '1001');
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    for (const message of [
      'Digite o SKU do produto',
      'Digite o título do produto',
      'Digite o preço do produto',
      'Selecione o CD de saída',
      'A largura deve ser de no máximo 1000 cm',
      'Digite a altura',
      'Digite o comprimento',
    ]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    // The empty main volume and the empty extra volume each ask for their weight.
    expect(screen.getAllByText('Digite o peso')).toHaveLength(2);
    expect(screen.getAllByText('Digite a altura')).toHaveLength(2);
    expect(calls.filter((c) => c.path === '/api/command')).toEqual([]);
  });

  it('edits a stored product in cm and sends UpdateProduct with its id', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/distribution-centers': () => CENTERS,
      [`GET /api/products/${PRODUCT.id}`]: () => PRODUCT,
      'POST /api/command': () => ({ id: PRODUCT.id }),
      'GET /api/products': () => ({ data: [PRODUCT], total: 1 }),
    });
    const router = renderRoute(`/settings/products/edit/${PRODUCT.id}`);
    expect(await screen.findByLabelText(/^Largura \(cm\)\s*\*?$/)).toHaveValue('70');
    expect(screen.getByLabelText(/^Largura \(cm\) do volume extra 1/)).toHaveValue('62');
    expect(screen.getByLabelText(/^Preço/)).toHaveValue('R$ 1.299,90');
    await userEvent.click(screen.getByRole('button', { name: 'Remover o volume extra 1' }));
    await type(/^Altura \(cm\)\s*\*?$/, '40');
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/products'));
    expect(sentCommand(calls)).toMatchObject({
      action: 'UpdateProduct',
      payload: {
        id: PRODUCT.id,
        reference: 'CADEIRA-GAMER',
        width: 0.7,
        height: 0.4,
        length: 0.72,
        price: 1299.9,
        property: [],
      },
    });
    expect(await screen.findByText('Produto atualizado com sucesso')).toBeInTheDocument();
  });

  it('asks before deleting and deletes with EXCLUIR DEFINITIVAMENTE', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      [`GET /api/products/${PRODUCT.id}`]: () => PRODUCT,
      'POST /api/command': () => ({ id: PRODUCT.id }),
      'GET /api/products': () => ({ data: [], total: 0 }),
    });
    const router = renderRoute(`/settings/products/remove/${PRODUCT.id}`);
    const card = (await screen.findByText('Deseja excluir o produto CADEIRA-GAMER?')).closest('div')!;
    expect(within(card).getByText('Cadeira gamer')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/command')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'EXCLUIR DEFINITIVAMENTE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/products'));
    expect(sentCommand(calls)).toEqual({ action: 'DeleteProduct', payload: { id: PRODUCT.id } } satisfies Command);
    expect(await screen.findByText('Produto excluído com sucesso')).toBeInTheDocument();
  });
});
