import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, stubApi } from '../../../test/render';

const RESULT = {
  tracker: {
    tracking_code: 'DS0ABCDEF123456',
    details: [
      {
        status: 3,
        code: null,
        description: 'Em trânsito',
        message: 'Para a unidade de destino',
        occurred_at: '2026-11-21T15:04:05.000Z',
        source: 'carrier',
      },
      {
        status: 6,
        code: '202',
        description: 'Coletado',
        message: null,
        occurred_at: '2026-11-20T12:00:00.000Z',
        source: 'carrier',
      },
    ],
  },
  status_transition: [
    { title: 'Coletado', status: 6, in_progress: false, completed: true },
    { title: 'Em Trânsito', status: 3, in_progress: true, completed: false },
    { title: 'Saiu para entrega', status: 4, in_progress: false, completed: false },
    { title: 'Entregue', status: 5, in_progress: false, completed: false },
  ],
  status: { id: 3, description: 'Em trânsito' },
  delivered_at: null,
  reference: 'LD-1001',
  company: {
    id: 'c0000000-0000-4000-8000-000000000001',
    name: 'Loja Demo',
    logo_url: null,
    primary_color: null,
    secondary_color: null,
  },
  delivery: { delivery_date: '2026-11-30' },
  carrier: { name: 'Jadlog', phone: '1135632000', federal_tax_id: null, canonical: 'jadlog' },
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
  show_steps: true,
  step_dates: ['2026-11-20T12:00:00.000Z', '2026-11-21T15:04:05.000Z', null, null],
};

const ALTCHA = { provider: 'altcha', site_key: null, script_url: null };

describe('public tracking', () => {
  it('shows the banner with the forecast, the four steps with their dates, carrier, destination and occurrences', async () => {
    stubApi({ 'POST /api/tracking/DS0ABCDEF123456': () => RESULT });
    renderRoute('/tracking/DS0ABCDEF123456');
    expect(
      await screen.findByRole('heading', { name: 'Pedido Loja Demo #LD-1001 - Previsão de entrega 30/11/2026' }),
    ).toBeInTheDocument();
    // Each date shows on its step and on its occurrence.
    expect(screen.getAllByText('20/11/2026 09:00:00')).toHaveLength(2);
    expect(screen.getAllByText('21/11/2026 12:04:05')).toHaveLength(2);
    expect(screen.getAllByText('-')).toHaveLength(2);
    expect(screen.getByText('QUEM ESTÁ TRANSPORTANDO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(11) 3563-2000' })).toHaveAttribute('href', 'tel:1135632000');
    expect(screen.getByText('Para a unidade de destino')).toBeInTheDocument();
  });

  it('says the order was not collected yet and has no occurrences', async () => {
    stubApi({
      'POST /api/tracking/DS1': () => ({
        ...RESULT,
        show_steps: false,
        tracker: { tracking_code: 'DS1', details: [] },
      }),
    });
    renderRoute('/tracking/DS1');
    expect(await screen.findByText('Este pedido ainda não foi coletado.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma ocorrência registrada até o momento.')).toBeInTheDocument();
  });

  it('goes straight to the page of a typed tracking code', async () => {
    stubApi({ 'POST /api/tracking/DS0ABCDEF123456': () => RESULT });
    const router = renderRoute('/tracking');
    await userEvent.type(await screen.findByLabelText('Código de rastreio'), 'ds0abcdef123456');
    await userEvent.click(screen.getByRole('button', { name: 'RASTREAR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking/DS0ABCDEF123456'));
  });

  it("shows the company's logo and colour, and asks for the captcha before a CPF search", async () => {
    const company = 'c0000000-0000-4000-8000-000000000001';
    const branding = {
      id: company,
      name: 'Loja Demo',
      logo_url: `/api/tracking-companies/${company}/logo?v=1`,
      primary_color: '#1B5E20',
      secondary_color: '#E8F5E9',
    };
    const calls = stubApi({
      [`GET /api/tracking-companies/${company}`]: () => branding,
      'GET /api/captcha': () => ALTCHA,
    });
    renderRoute(`/tracking/c/${company}`);
    expect(await screen.findByRole('img', { name: 'Loja Demo' })).toHaveAttribute('src', branding.logo_url);
    expect(screen.getByTestId('branded-header')).toHaveStyle({ backgroundColor: 'rgb(232, 245, 233)' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'CPF' }), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'RASTREAR' }));
    expect(await screen.findByText('Insira a resposta do recaptcha')).toBeInTheDocument();
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/captcha', `/api/tracking-companies/${company}`]);
  });

  it("draws Google's reCAPTCHA when the installation uses it, sends its token once and asks for a new one", async () => {
    const company = 'c0000000-0000-4000-8000-000000000001';
    const widget = {
      provider: 'recaptcha',
      site_key: 'site-key-publica',
      script_url: 'https://www.recaptcha.net/recaptcha/api.js',
    };
    const found = { data: [{ ...RESULT, reference: 'LD-1001' }] };
    const calls = stubApi({
      [`GET /api/tracking-companies/${company}`]: () => ({
        id: company,
        name: 'Loja Demo',
        logo_url: null,
        primary_color: null,
        secondary_color: null,
      }),
      'GET /api/captcha': () => widget,
      'POST /api/tracking': () => found,
    });
    const rendered: { sitekey: string; callback: (token: string) => void }[] = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      render: (_, parameters) => rendered.push(parameters as (typeof rendered)[number]),
    };
    renderRoute(`/tracking/c/${company}`);
    const script = await waitFor(() => {
      const element = document.head.querySelector<HTMLScriptElement>(
        'script[src^="https://www.recaptcha.net/recaptcha/api.js"]',
      );
      expect(element).not.toBeNull();
      return element!;
    });
    expect(script.src).toBe('https://www.recaptcha.net/recaptcha/api.js?render=explicit&hl=pt-BR');
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0].sitekey).toBe('site-key-publica');

    await userEvent.type(await screen.findByRole('textbox', { name: 'CPF' }), '52998224725');
    act(() => rendered[0].callback('token-do-google'));
    await userEvent.click(screen.getByRole('button', { name: 'RASTREAR' }));
    expect(await screen.findByText('Eba, encontramos algo.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/tracking')!.body).toMatchObject({
      federal_tax_id: '529.982.247-25',
      type: 1,
      recaptcha: 'token-do-google',
      company,
    });

    await userEvent.click(screen.getByRole('button', { name: 'NOVA BUSCA' }));
    await waitFor(() => expect(rendered).toHaveLength(2)); // the used token is gone: a fresh widget
    await userEvent.click(screen.getByRole('button', { name: 'RASTREAR' }));
    expect(await screen.findByText('Insira a resposta do recaptcha')).toBeInTheDocument();
  });

  it('rates with stars, sending disabled below one star, then thanks', async () => {
    const calls = stubApi({
      'GET /api/public/rate-delivery/tok.en': () => ({ review: null }),
      'POST /api/public/rate-delivery': () => ({ message: 'Obrigado! Avaliação enviada com sucesso :)' }),
    });
    renderRoute('/rate/DS0ABCDEF123456/tok.en');
    const send = await screen.findByRole('button', { name: 'ENVIAR AVALIAÇÃO' });
    expect(send).toBeDisabled();
    // The star is the radio's label: clicking it picks 4.
    const fourth = screen.getAllByRole('radio', { hidden: true }).find((radio) => radio.getAttribute('value') === '4')!;
    fireEvent.click(document.querySelector(`label[for="${fourth.id}"]`)!);
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Comentário (opcional)'), 'Ótimo');
    await userEvent.click(send);
    expect(await screen.findByText('Obrigado! Avaliação enviada com sucesso :)')).toBeInTheDocument();
    expect(calls.find((call) => call.body)!.body).toEqual({ token: 'tok.en', review: { rate: 4, message: 'Ótimo' } });
  });

  it('reads the variant /rate/{token}/{trackingCode} the same way (29.10)', async () => {
    const calls = stubApi({
      'GET /api/public/rate-delivery/tok.en': () => ({ review: null }),
      'POST /api/public/rate-delivery': () => ({ message: 'Obrigado! Avaliação enviada com sucesso :)' }),
    });
    renderRoute('/rate/tok.en/DS0ABCDEF123456');
    expect(await screen.findByText('Pedido DS0ABCDEF123456')).toBeInTheDocument();
    const fifth = (await screen.findAllByRole('radio', { hidden: true })).find((r) => r.getAttribute('value') === '5')!;
    fireEvent.click(document.querySelector(`label[for="${fifth.id}"]`)!);
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR AVALIAÇÃO' }));
    expect(await screen.findByText('Obrigado! Avaliação enviada com sucesso :)')).toBeInTheDocument();
    expect(calls.find((call) => call.body)!.body).toMatchObject({ token: 'tok.en', review: { rate: 5 } });
  });

  it('shows the rating already given instead of the form when the link is opened again (29.38)', async () => {
    stubApi({
      'GET /api/public/rate-delivery/tok.en': () => ({
        review: { rate: 4, message: 'Chegou bem embalado.', created_at: '2026-11-20T12:00:00.000Z' },
      }),
    });
    renderRoute('/rate/DS0ABCDEF123456/tok.en');
    expect(await screen.findByText('Esta entrega já foi avaliada. Obrigado!')).toBeInTheDocument();
    expect(screen.getByText('Chegou bem embalado.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nota dada: 4 de 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ENVIAR AVALIAÇÃO' })).not.toBeInTheDocument();
  });

  it('alerts a failed tracking-detail call with its message (§8)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ message: 'Não foi encontrado nenhum pedido com o código informado' }, { status: 404 }),
    );
    renderRoute('/tracking/DS0000000000000');
    expect(await screen.findByText('Não foi encontrado nenhum pedido com o código informado')).toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Não foi encontrado nenhum pedido com o código informado'));
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('draws each occurrence in the colour of its status, with the status named (§4)', async () => {
    stubApi({ 'POST /api/tracking/DS0ABCDEF123456': () => RESULT });
    renderRoute('/tracking/DS0ABCDEF123456');
    await screen.findByText('Para a unidade de destino');
    const items = [...document.querySelectorAll<HTMLElement>('[data-status]')];
    expect(items.map((item) => item.dataset.status)).toEqual(['3', '6']);
    expect(items[0].getAttribute('style')).toContain('blue');
    expect(items[1].getAttribute('style')).toContain('teal');
    expect(items[0]).toHaveTextContent('Em trânsito');
    expect(items[1]).toHaveTextContent('Coleta aceita');
  });

  it("says the spec's text when the tax-id search gets no answer at all (§8)", async () => {
    const company = 'c0000000-0000-4000-8000-000000000001';
    stubApi({
      [`GET /api/tracking-companies/${company}`]: () => ({
        id: company,
        name: 'Loja Demo',
        logo_url: null,
        primary_color: null,
        secondary_color: null,
      }),
      'GET /api/captcha': () => ({
        provider: 'recaptcha',
        site_key: 'k',
        script_url: 'https://www.recaptcha.net/recaptcha/api.js',
      }),
    });
    const rendered: { callback: (token: string) => void }[] = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      render: (_, parameters) => rendered.push(parameters as (typeof rendered)[number]),
    };
    renderRoute(`/tracking/c/${company}`);
    const script = await waitFor(() => document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')!);
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(rendered.length).toBeGreaterThan(0));
    act(() => rendered.at(-1)!.callback('token'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'CPF' }), '52998224725');
    // The network is down: fetch rejects with a TypeError, as a browser's does.
    vi.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'RASTREAR' }));
    expect(await screen.findByText('Não foi encontrado nenhum pedido com o documento informado')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });
});
