import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Command } from '../../../shared/command';
import { session } from '../../../shared/session';
import { ME_ADMIN, renderRoute, stubApi } from '../../../test/render';

const BATCH = {
  id: 'b3000000-0000-4000-8000-000000000001',
  batch: 1,
  status: 'done',
  created_at: '2026-11-23T12:00:00.000Z',
  finished_at: '2026-11-23T12:00:02.000Z',
  totals: {
    total: 3,
    total_success: 2,
    total_error: 1,
    errors: ['OCOR.TXT linha 7: NF 9999 série 1 do CNPJ 12345678000195 não corresponde a nenhum pedido.'],
  },
};
const CARRIER = 'a1000000-0000-4000-8000-000000000001';

describe('OCOREN', () => {
  beforeEach(() => session.save('tok', 'Loja Demo'));

  it('imports the merchant’s files as a batch of type 3 and issues a carrier link', async () => {
    let sent = false;
    const calls = stubApi({
      'GET /api/me': () => ME_ADMIN,
      'POST /api/upload': () => ({ path: 'c/x/OCOR.TXT' }),
      'POST /api/command': async (request) => {
        const { action } = (await request.clone().json()) as Command;
        if (action === 'IssueOcorenLink')
          return { id: 'l1', token: 't', url: 'http://localhost/carrier/notfis/t', message: 'Link gerado.' };
        sent = true;
        return { id: BATCH.id, batch: 1, message: 'Arquivos enviados com sucesso.' };
      },
      'GET /api/batches': () => ({ data: sent ? [BATCH] : [], total: sent ? 1 : 0 }),
      'GET /api/carriers': () => ({ data: [{ id: CARRIER, name: 'Rodonaves' }], total: 1 }),
      'GET /api/edi/ocoren/links': () => ({ data: [] }),
    });
    renderRoute('/orders/ocoren');
    expect(await screen.findByText('Nenhum lote enviado ainda.')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Arquivos OCOREN (PROCEDA 3.0/3.1) das transportadoras'),
      [new File(['000'], 'OCOR.TXT', { type: 'text/plain' }), new File(['x'], 'nota.xml', { type: 'text/xml' })],
      { applyAccept: false },
    );
    expect(screen.getByText('Ignorados (envie .txt, .edi ou .gz): nota.xml')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByRole('button', { name: 'Log de errors' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/command')?.body).toEqual({
      action: 'ImportOcoren',
      payload: { files: [{ path: 'c/x/OCOR.TXT' }] },
    } satisfies Command);
    expect(calls.some((c) => c.path === '/api/batches' && new URL(c.url).searchParams.get('type') === '3')).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Transportadora' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rodonaves', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'GERAR LINK' }));
    expect(await screen.findByText('http://localhost/carrier/notfis/t')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/command').at(-1)?.body).toEqual({
      action: 'IssueOcorenLink',
      payload: { carrier_id: CARRIER },
    } satisfies Command);
  });

  it('lets the carrier send a file on its link page and shows each refused line', async () => {
    session.clear();
    const calls = stubApi({
      'GET /api/edi/ocoren/link': () => ({ carrier_name: 'Rodonaves', company_name: 'Loja Demo' }),
      'POST /api/edi/ocoren': () => ({
        batch: 4,
        total: 3,
        total_success: 2,
        total_error: 1,
        applied: 2,
        duplicates: 0,
        errors: ['ocoren.txt linha 5: código de ocorrência em branco.'],
      }),
    });
    renderRoute('/carrier/notfis/tok-ocoren');
    expect(await screen.findByRole('heading', { name: 'Olá, Rodonaves' })).toBeInTheDocument();
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['000'], 'ocoren.txt', { type: 'text/plain' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Lote 4 recebido')).toBeInTheDocument();
    expect(screen.getByText('ocoren.txt linha 5: código de ocorrência em branco.')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/edi/ocoren');
    expect(new URL(post!.url).searchParams.get('token')).toBe('tok-ocoren');
  });
});
