import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, stubApi } from '../../../test/render';

const COMPANY = 'c0000000-0000-4000-8000-000000000001';
const BRANDING = { id: COMPANY, name: 'Loja Demo', logo_url: null, primary_color: null, secondary_color: null };
const RESULT = {
  tracker: { tracking_code: 'DS0ABCDEF123456', details: [] },
  status_transition: [],
  status: { id: 1, description: 'Aguardando coleta' },
  delivered_at: null,
  reference: 'LD-1001',
  company: BRANDING,
  delivery: { delivery_date: null },
  carrier: null,
  to_address: {
    zip: '22021001',
    street1: 'Avenida Atlântica',
    number: '1702',
    street2: null,
    neighborhood: 'Copacabana',
    city: 'Rio de Janeiro',
    state: 'RJ',
    name: 'Maria',
  },
  note: null,
  limited: false,
  show_steps: false,
  step_dates: [null, null, null, null],
};

describe('tracking by the store reference (/company-tracking/{company}?ref=)', () => {
  it('asks for the captcha before looking the order up, sends its answer once and shows the order', async () => {
    const widget = {
      provider: 'recaptcha',
      site_key: 'site-key-publica',
      script_url: 'https://www.recaptcha.net/recaptcha/api.js',
    };
    const calls = stubApi({
      [`GET /api/tracking-companies/${COMPANY}`]: () => BRANDING,
      'GET /api/captcha': () => widget,
      [`POST /api/company-tracking/${COMPANY}`]: () => RESULT,
    });
    const rendered: { callback: (token: string) => void }[] = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      render: (_, parameters) => rendered.push(parameters as (typeof rendered)[number]),
    };
    renderRoute(`/company-tracking/${COMPANY}?ref=LD-1001`);
    expect(await screen.findByText('Pedido #LD-1001')).toBeInTheDocument();
    const script = await waitFor(() => {
      const element = document.head.querySelector<HTMLScriptElement>(
        'script[src^="https://www.recaptcha.net/recaptcha/api.js"]',
      );
      expect(element).not.toBeNull();
      return element!;
    });
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(rendered).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'RASTREAR' }));
    expect(await screen.findByText('Insira a resposta do recaptcha')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/company-tracking'))).toBe(false);

    act(() => rendered[0].callback('token-do-google'));
    await userEvent.type(screen.getByLabelText(/CPF ou CNPJ do destinatário/), '529.982.247-25');
    await userEvent.click(screen.getByRole('button', { name: 'RASTREAR' }));
    expect(await screen.findByRole('heading', { name: 'Pedido Loja Demo #LD-1001' })).toBeInTheDocument();
    expect(screen.getByText('Avenida Atlântica, 1702')).toBeInTheDocument();
    const lookup = calls.find((call) => call.path === `/api/company-tracking/${COMPANY}`)!;
    expect(lookup.body).toEqual({ recaptcha: 'token-do-google', federal_tax_id: '529.982.247-25' });
    expect(new URL(lookup.url).searchParams.get('ref')).toBe('LD-1001');
  });

  it('shows only the status and the city without the recipient CPF/CNPJ, and offers a new search (28.7)', async () => {
    const limited = {
      ...RESULT,
      limited: true,
      tracker: { tracking_code: null, details: [] },
      to_address: {
        ...Object.fromEntries(Object.keys(RESULT.to_address).map((k) => [k, null])),
        city: 'Rio de Janeiro',
        state: 'RJ',
      },
    };
    const calls = stubApi({
      [`GET /api/tracking-companies/${COMPANY}`]: () => BRANDING,
      'GET /api/captcha': () => ({
        provider: 'recaptcha',
        site_key: 'k',
        script_url: 'https://www.recaptcha.net/recaptcha/api.js',
      }),
      [`POST /api/company-tracking/${COMPANY}`]: () => limited,
    });
    const drawn: { callback: (token: string) => void }[] = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      render: (_, parameters) => drawn.push(parameters as (typeof drawn)[number]),
    };
    renderRoute(`/company-tracking/${COMPANY}?ref=LD-1001`);
    // The script element of an earlier test may be there already, loaded or not.
    const script = await waitFor(() => document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')!);
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(drawn).toHaveLength(1));
    act(() => drawn.at(-1)!.callback('token-do-google'));
    await userEvent.click(screen.getByRole('button', { name: 'RASTREAR' }));
    expect(await screen.findByText('Rio de Janeiro/RJ')).toBeInTheDocument();
    expect(
      screen.getByText('Informe o CPF ou CNPJ do destinatário para ver o endereço e as ocorrências.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('QUEM ESTÁ TRANSPORTANDO')).not.toBeInTheDocument();
    expect(screen.queryByText('Ocorrências')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === `/api/company-tracking/${COMPANY}`)!.body).toEqual({
      recaptcha: 'token-do-google',
    });
    await userEvent.click(screen.getByRole('button', { name: 'NOVA BUSCA' }));
    expect(await screen.findByLabelText(/CPF ou CNPJ do destinatário/)).toBeInTheDocument();
  });
});
