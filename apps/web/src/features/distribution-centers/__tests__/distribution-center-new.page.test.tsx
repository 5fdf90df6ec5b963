import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const PAULISTA = {
  zip: '01310100',
  street1: 'Avenida Paulista',
  street2: 'de 612 a 1510 - lado par',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  source: 'viacep',
};

describe('new distribution center form', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('starts with the spec defaults, fills the address from the CEP and sends digits only', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/cep/01310100': () => PAULISTA,
      'POST /api/command': () => ({ id: 'novo' }),
      'GET /api/distribution-centers': () => ({ data: [], total: 0 }),
    });
    const router = renderRoute('/settings/distribution-centers/new');
    expect(await screen.findByLabelText(/^Código/)).toHaveValue('CD1');
    expect(screen.getByLabelText('Segunda das (time1)')).toHaveValue('09:00');
    expect(screen.getByLabelText('Sexta até (time4)')).toHaveValue('17:00');

    await userEvent.type(screen.getByLabelText(/^Nome/), 'CD Paulista');
    await userEvent.type(screen.getByLabelText(/^Razão social/), 'Loja Demo Comércio Ltda');
    await userEvent.type(screen.getByLabelText(/^CNPJ/), '11222333000181');
    await userEvent.type(screen.getByLabelText(/^Telefone/), '11987654321');
    await userEvent.type(screen.getByLabelText(/^CEP/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/^Endereço\s\*$/)).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText(/^Cidade/)).toHaveValue('São Paulo');
    expect(screen.getByLabelText(/^Bairro/)).toHaveValue('Bela Vista');
    expect(screen.getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
    await userEvent.type(screen.getByLabelText(/^Número/), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/distribution-centers'));
    const sent = calls.find((c) => c.path === '/api/command')?.body as { action: string; payload: Record<string, any> };
    expect(sent.action).toBe('NewDistributionCenter');
    expect(sent.payload).toMatchObject({
      reference: 'CD1',
      name: 'CD Paulista',
      expedition_time: 0,
      address: {
        federal_tax_id: '11222333000181',
        phone: '11987654321',
        zip: '01310100',
        state: 'SP',
        street2: 'de 612 a 1510 - lado par',
        email: null,
        country: 'BRA',
      },
      pickup_window: { monday: { time1: '09:00', time2: '12:00', time3: '14:00', time4: '17:00' } },
    });
    expect(await screen.findByText('CD cadastrado com sucesso')).toBeInTheDocument();
  });

  it('shows the messages of the validation table and sends nothing', async () => {
    const calls = stubApi({ 'GET /api/me': () => ME_ADMIN });
    renderRoute('/settings/distribution-centers/new');
    await userEvent.clear(await screen.findByLabelText(/^Código/));
    await userEvent.type(screen.getByLabelText(/^CNPJ/), '11222333000182');
    await userEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    for (const message of [
      'Digite um código para esse CD',
      'Digite um nome para esse CD',
      'Digite a razão social',
      'CNPJ inválido: confira os dígitos.',
      'Digite um telefone.',
      'Digite um CEP válido.',
      'Digite o endereço.',
      'Digite o número.',
      'Digite o bairro.',
      'Digite a cidade.',
      'Selecione o estado.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.path === '/api/command')).toEqual([]);
  });
});
