import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { renderRoute } from '../../../test/render';

/** The API's answers by path: a status and a body. */
function answer(routes: Record<string, [number, unknown]>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'));
    const [status, body] = routes[new URL(request.url).pathname] ?? [404, { message: 'não encontrado' }];
    return Response.json(body, { status });
  });
}

describe('look-ups that cannot fill the form say so next to the field (issue 29.33)', () => {
  beforeEach(() => session.clear());

  it('shows the CNPJ look-up refusal under the CNPJ', async () => {
    answer({
      '/api/cnpj-card/11222333000181': [
        503,
        { message: 'Consulta de CNPJ indisponível no momento. Preencha os dados da empresa.' },
      ],
    });
    renderRoute('/register');
    await userEvent.type(await screen.findByLabelText(/^CNPJ/), '11222333000181');
    expect(
      await screen.findByText('Consulta de CNPJ indisponível no momento. Preencha os dados da empresa.'),
    ).toBeInTheDocument();
  });

  it('says when the CEP look-up is unavailable, or knew only the city and state', async () => {
    answer({
      '/api/cep/20040002': [503, { message: 'indisponível' }],
      '/api/cep/01310100': [
        200,
        {
          zip: '01310100',
          street1: '',
          street2: '',
          neighborhood: '',
          city: 'São Paulo',
          state: 'SP',
          source: 'faixa',
        },
      ],
    });
    renderRoute('/settings/carriers/new');
    const zip = await screen.findByLabelText(/^CEP/);
    await userEvent.type(zip, '20040002');
    expect(
      await screen.findByText('Consulta de CEP indisponível no momento: preencha o endereço.'),
    ).toBeInTheDocument();
    await userEvent.clear(zip);
    await userEvent.type(zip, '01310100');
    expect(await screen.findByText('Rua e bairro indisponíveis para este CEP: preencha-os.')).toBeInTheDocument();
  });
});
