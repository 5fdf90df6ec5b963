import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { renderRoute, stubApi } from '../../../test/render';

const CARD = {
  fantasia: 'LOJA EXEMPLO',
  nome: 'LOJA EXEMPLO LTDA',
  cep: '01310100',
  telefone: '1133334444',
  numero: '1000',
  logradouro: 'AV PAULISTA',
  complemento: 'ANDAR 5',
  municipio: 'SAO PAULO',
  bairro: 'BELA VISTA',
  uf: 'SP',
};

describe('company sign-up wizard', () => {
  beforeEach(() => session.clear());

  it('holds each step until its required fields are filled, and fills the company from the CNPJ', async () => {
    stubApi({
      'GET /api/cnpj-card/11222333000181': () => CARD,
      'GET /api/cep/01310100': () => ({
        zip: '01310100',
        street1: '',
        street2: '',
        neighborhood: '',
        city: 'São Paulo',
        state: 'SP',
        source: 'faixa',
      }),
    });
    renderRoute('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'AVANÇAR' }));
    expect(screen.getByText('Preencha os campos obrigatórios')).toBeInTheDocument();
    expect(screen.getByText('Digite o CNPJ')).toBeInTheDocument();
    expect(screen.getByText('Digite o nome da empresa')).toBeInTheDocument();
    expect(screen.getByText('Digite a inscrição estadual.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^CNPJ/), '11222333000181');
    await waitFor(() => expect(screen.getByLabelText(/^Razão social/)).toHaveValue('LOJA EXEMPLO LTDA'));
    expect(screen.getByLabelText(/^Nome fantasia/)).toHaveValue('LOJA EXEMPLO');
    await userEvent.type(screen.getByLabelText(/^Inscrição estadual/), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'AVANÇAR' }));
    expect(
      await screen.findByText('Cada usuário receberá um e-mail para confirmar o endereço e definir a senha.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Preencha os campos obrigatórios')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'AVANÇAR' }));
    expect(screen.getByText('Preencha os campos obrigatórios')).toBeInTheDocument();
    expect(screen.getAllByText('Digite um e-mail válido')).toHaveLength(2);
  });
});
