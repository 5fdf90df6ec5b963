import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Command } from '../../../shared/command';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const ME = {
  ...ME_ADMIN,
  company: {
    ...ME_ADMIN.company,
    promise_source: 'table',
    promise_confidence: 90,
    promise_min_samples: 20,
    lane_on_time_threshold: 85,
    lane_breach_action: 'widen',
  },
};

describe('delivery promise settings', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('shows the company settings and saves the learned promise with its confidence and breach action', async () => {
    const calls = stubApi({ 'GET /api/me': () => ME, 'POST /api/command': () => ({ id: ME.company.id }) });
    renderRoute('/settings/delivery-promise');
    const confidence = await screen.findByRole('textbox', { name: /^Confiança/ });
    expect(confidence).toHaveValue('90');
    await userEvent.click(screen.getByText('Prazo aprendido'));
    await userEvent.clear(confidence);
    await userEvent.type(confidence, '95');
    await userEvent.click(screen.getByRole('combobox', { name: /^Rota abaixo do limite/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Rebaixar a transportadora na ordem', hidden: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Prazo prometido atualizado com sucesso.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/command')!.body).toEqual({
      action: 'ChangePromiseSettings',
      payload: {
        promise_source: 'learned',
        promise_confidence: 95,
        promise_min_samples: 20,
        lane_on_time_threshold: 85,
        lane_breach_action: 'demote',
      },
    } satisfies Command);
  });

  it('refuses a confidence out of 50–99 and a threshold over 100, sending nothing', async () => {
    const calls = stubApi({ 'GET /api/me': () => ME });
    renderRoute('/settings/delivery-promise');
    const confidence = await screen.findByRole('textbox', { name: /^Confiança/ });
    await userEvent.clear(confidence);
    await userEvent.type(confidence, '40');
    const threshold = screen.getByRole('textbox', { name: /^Limite de entregas no prazo/ });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '120');
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Informe uma confiança de 50 a 99%.')).toBeInTheDocument();
    expect(screen.getByText('Informe um limite de 0 a 100%.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/command')).toBe(false);
  });
});
