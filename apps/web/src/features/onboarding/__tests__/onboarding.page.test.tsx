import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const TITLES = [
  'Dados da empresa',
  'Usuários adicionais',
  'Primeiro centro de distribuição',
  'Tabelas de frete',
  'Vídeos de treinamento',
  'Importação de produtos',
  'Integrações',
  'Primeiro pedido',
];
const onboarding = (done: number[]) => {
  const steps = TITLES.map((title, index) => ({
    step: index + 1,
    title,
    complete: done.includes(index + 1),
    skipped: false,
    data: [],
  }));
  const pending = steps.find((step) => !step.complete);
  return { is_complete: !pending, actual_step: pending?.step ?? null, dismissed: false, steps };
};

describe('onboarding page', () => {
  beforeEach(() => session.save('tok', 'Loja Nova'));

  it('lists the 8 steps with their status and skips one from its dialog', async () => {
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/notifications': () => ({ data: [], total: 0, unread: 0 }),
      'GET /api/onboarding': () => onboarding([3]),
      'POST /api/onboarding': () => ({ message: 'Passo pulado.' }),
    });
    renderRoute('/onboarding');
    expect(
      await screen.findByRole('button', { name: '3. Primeiro centro de distribuição: Concluído' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '7. Integrações: Pendente' }));
    const dialog = await screen.findByRole('dialog', { name: '7. Integrações' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pular' }));
    expect(await screen.findByText('Passo pulado.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/onboarding' && call.body)?.body).toEqual({
      step: 7,
      complete: false,
    });
  });

  it('shows the congratulation box once every step is done, and no Concluir depois', async () => {
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/notifications': () => ({ data: [], total: 0, unread: 0 }),
      'GET /api/onboarding': () => onboarding([1, 2, 3, 4, 5, 6, 7, 8]),
    });
    renderRoute('/onboarding');
    expect(await screen.findByText('Parabéns! Você concluiu o onboarding.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concluir depois' })).not.toBeInTheDocument();
  });

  it('does not call a company that skipped every step ready: it lists the skipped steps to finish', async () => {
    const allSkipped = onboarding([]);
    allSkipped.steps.forEach((step) => (step.skipped = true));
    stubApi({
      'GET /api/me': () => ME_ADMIN,
      'GET /api/notifications': () => ({ data: [], total: 0, unread: 0 }),
      'GET /api/onboarding': () => ({ ...allSkipped, is_complete: true, actual_step: null }),
    });
    renderRoute('/onboarding');
    expect(await screen.findByText('Você passou por todos os passos, mas pulou alguns.')).toBeInTheDocument();
    expect(screen.queryByText('Parabéns! Você concluiu o onboarding.')).toBeNull();
    expect(screen.queryByText(/pronta para cotar/)).toBeNull();
    expect(screen.getByText(/sem tabela de frete ativa, nenhuma transportadora pode ser cotada/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '4. Tabelas de frete' }));
    expect(await screen.findByRole('dialog', { name: '4. Tabelas de frete' })).toBeInTheDocument();
  });
});
