import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';
import type { Command } from '../../../shared/command';

const TITLES = [
  'Mostrar apenas o menor preço',
  'Mostrar todas as transportadoras ativas',
  'Mostrar a mais rápida e a mais barata',
];

const meWith = (view: 1 | 2 | 3) => ({ ...ME_ADMIN, company: { ...ME_ADMIN.company, quotation_view: view } });

/** The signed-in admin's company, whose mode the stubbed server keeps like the real one. */
function stubCompany(initial: 1 | 2 | 3) {
  let view = initial;
  return stubApi({
    'GET /api/me': () => meWith(view),
    'POST /api/command': async (request) => {
      view = ((await request.json()) as { payload: { quotation_view: 1 | 2 | 3 } }).payload.quotation_view;
      return { id: ME_ADMIN.company.id };
    },
  });
}

const switches = async () => Promise.all(TITLES.map((name) => screen.findByRole('switch', { name })));

describe('quotation display mode', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it("shows the three modes with only the company's one switched on", async () => {
    stubCompany(2);
    renderRoute('/settings/quotation-views');
    expect(await screen.findByRole('heading', { name: 'Modo de exibição' })).toBeInTheDocument();
    expect((await switches()).map((s) => (s as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(screen.getByText(/cotação de menor prazo e a de menor preço/)).toBeInTheDocument();
  });

  it('switching a mode on sends ChangeQuotationView, says so, and leaves only that one on', async () => {
    const calls = stubCompany(2);
    renderRoute('/settings/quotation-views');
    const [, all, fastest] = await switches();
    await userEvent.click(fastest);
    expect(
      await screen.findByText('Mode de exibição atualizado com sucesso. Consulte seu site para testar'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/command').map((c) => c.body)).toEqual([
      { action: 'ChangeQuotationView', payload: { quotation_view: 3 } },
    ] satisfies Command[]);
    await waitFor(() => expect((fastest as HTMLInputElement).checked).toBe(true));
    expect((all as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the mode on when its own switch is clicked, sending nothing', async () => {
    const calls = stubCompany(1);
    renderRoute('/settings/quotation-views');
    const [lowest] = await switches();
    await userEvent.click(lowest);
    expect((lowest as HTMLInputElement).checked).toBe(true);
    expect(calls.filter((c) => c.path === '/api/command')).toEqual([]);
  });

  it("shows 'Ocorreu um erro. Contato o suporte' and keeps the saved mode when the change fails", async () => {
    stubApi({ 'GET /api/me': () => meWith(2) });
    vi.mocked(globalThis.fetch).mockImplementation(async (input) =>
      new URL((input as Request).url).pathname === '/api/me'
        ? Response.json(meWith(2))
        : Response.json({ message: 'Erro interno. Informe ao suporte o código x.' }, { status: 500 }),
    );
    renderRoute('/settings/quotation-views');
    const [lowest, all] = await switches();
    await userEvent.click(lowest);
    expect(await screen.findByText('Ocorreu um erro. Contato o suporte')).toBeInTheDocument();
    await waitFor(() => expect((all as HTMLInputElement).checked).toBe(true));
    expect((lowest as HTMLInputElement).checked).toBe(false);
  });
});
