import { addCalendarDays, saoPauloCalendarDate } from '@despacho/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PricingIndex } from '../../src/modules/pricing/queries/quotes/pricing-index.js';
import { distributionCenterPayload, givenCarrier, givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const HEADER =
  'cep_inicial;cep_final;uf;regiao;prazo;ate_10kg;ate_20kg;excedente_kg;gris_percentual;gris_minimo;adv_percentual;adv_minimo;pedagio;pedagio_base;icms_percentual';
const CSV = [
  HEADER,
  '01000000;19999999;SP;CAPITAL;2;33,15;38,92;0,84;0,10;1,55;0,316;4,37;6,46;cte;0',
  '20000000;28999999;RJ;CAPITAL;3;40,00;45,00;1,00;0,10;1,55;0,316;4,37;6,46;cte;0',
].join('\n');

const SP = { zip_from: '01000000', zip_up: '19999999', destination: 'SP' };
const RJ = { zip_from: '20000000', zip_up: '28999999', destination: 'RJ' };
const SP_ZIP = '01310-100';
const RJ_ZIP = '20040-000';

const CENTER = distributionCenterPayload();

const rule = (over: Record<string, unknown> = {}) => ({
  name: 'Frete grátis SP',
  start_at: '2020-01-01',
  routes: [{ ...SP, rule_type: 5, value: 0 }],
  ...over,
});

interface QuoteRow {
  carrier: { id: string };
  estimated_cost: number;
  delivery_days: number;
  free_shipping: boolean;
  log: { details: { fee: string; actual_price: number }[]; deadlines: { freight_rules_deadline: number } };
}

describe('freight rules', () => {
  let test: TestApp;
  let companyA: string;
  let superA: string;
  let adminA: string;
  let userA: string;
  let adminB: string;
  let centerB: string;
  let privateCarrierB: string;
  let carrierX: string;
  let carrierY: string;

  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string) => test.http().get(`/api/${path}`).set('X-Token', token);
  const create = async (token: string, payload: object): Promise<string> => {
    const response = await command(token, 'NewFreightRule', payload);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.id;
  };
  const quote = async (to: string): Promise<Map<string, QuoteRow>> => {
    const response = await test
      .http()
      .post('/api/quotations')
      .set('X-Token', adminA)
      .send({
        from: 'CD1',
        to,
        debug: true,
        parcels: [{ width: 0.2, height: 0.2, length: 0.2, weight: 5, quantity: 1, cargo_value: 100 }],
      });
    expect(response.status).toBe(200);
    return new Map(response.body.data.map((q: QuoteRow) => [q.carrier.id, q]));
  };
  const costs = (quotes: Map<string, QuoteRow>) =>
    Object.fromEntries([...quotes].map(([id, q]) => [id, [q.estimated_cost, q.delivery_days]]));
  /** Runs a rule command and waits until this API instance has dropped company A's compiled pricing (NOTIFY → LISTEN). */
  const changing = async <T>(action: () => Promise<T>): Promise<T> => {
    const index = test.app.get(PricingIndex);
    const before = index.forCompany(companyA);
    await before;
    const result = await action();
    await expect.poll(() => index.forCompany(companyA) !== before, { timeout: 5_000 }).toBe(true);
    return result;
  };

  const importActiveTable = async (carrierId: string) => {
    const imported = await test
      .http()
      .post('/api/admin/import-freight-table/v3')
      .set('X-Token', superA)
      .field('carrier', carrierId)
      .field('region', 'SP')
      .attach('file', Buffer.from(CSV, 'utf8'), { filename: 'tabela.csv', contentType: 'text/csv' });
    expect(imported.status).toBe(200);
    expect((await command(adminA, 'ActiveTable', { id: imported.body.id, version: 3 })).status).toBe(200);
  };

  beforeAll(async () => {
    test = await startTestApp();
    companyA = await givenCompany(test);
    const b = await givenCompany(test);
    superA = await tokenFor(test, await givenUser(test, companyA, { isSuperAdmin: true }));
    adminA = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    userA = await tokenFor(test, await givenUser(test, companyA, { permissions: ['settings'] }));
    adminB = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    carrierX = (await givenCarrier(test)).id;
    carrierY = (await givenCarrier(test)).id;
    privateCarrierB = (await givenCarrier(test, b)).id;
    expect((await command(adminA, 'NewDistributionCenter', CENTER)).status).toBe(200);
    centerB = (await command(adminB, 'NewDistributionCenter', CENTER)).body.id;
  });
  afterAll(() => test.close());

  it('creates, reads, edits, toggles and deletes a rule', async () => {
    const id = await create(adminA, {
      name: '  Desconto Sudeste  ',
      channel_id: 8,
      carrier_id: carrierX,
      start_at: '2026-01-01',
      end_at: '2026-12-31',
      routes: [
        {
          ...SP,
          rule_type: 4,
          value: 10,
          additional_deadline: 1,
          cart_min: true,
          min_value: 199.9,
          apply_only_skus: true,
          sku_list: [' A1 ', 'B2', 'A1'],
        },
        // Values of options left off are not kept.
        { ...RJ, rule_type: 1, value: 5, cart_min: false, min_value: 50, apply_only_volumes: true, total_volumes: 3 },
      ],
    });

    const list = await get(adminA, 'freight-rules?limit=100&page=1');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id,
      name: 'Desconto Sudeste',
      channel_id: 8,
      distribution_center_id: null,
      distribution_center: null,
      carrier_id: carrierX,
      carrier: { id: carrierX },
      start_at: '2026-01-01',
      end_at: '2026-12-31',
      enabled: true,
      total_rules: 2,
    });
    expect(list.body.data[0].routes).toEqual([
      {
        id: 1,
        rule_type: 4,
        ...SP,
        value: 10,
        additional_deadline: 1,
        cart_min: true,
        min_value: 199.9,
        max_value: null,
        apply_only_skus: true,
        sku_list: ['A1', 'B2'],
        apply_only_volumes: false,
        total_volumes: null,
      },
      {
        id: 2,
        rule_type: 1,
        ...RJ,
        value: 5,
        additional_deadline: 0,
        cart_min: false,
        min_value: null,
        max_value: null,
        apply_only_skus: false,
        sku_list: null,
        apply_only_volumes: true,
        total_volumes: 3,
      },
    ]);

    const edited = await command(adminA, 'EditFreightRule', { id, ...rule({ name: 'Frete grátis SP', end_at: null }) });
    expect(edited.status).toBe(200);
    const one = await get(adminA, `freight-rules/${id}`);
    expect(one.body).toMatchObject({
      id,
      name: 'Frete grátis SP',
      channel_id: null,
      carrier_id: null,
      end_at: null,
      enabled: true,
      total_rules: 1,
    });
    expect(one.body.routes[0]).toMatchObject({ rule_type: 5, value: 0, zip_from: '01000000', zip_up: '19999999' });

    const off = await command(adminA, 'ToggleFreightRule', { id });
    expect(off.body).toEqual({ id, enabled: false });
    expect((await get(adminA, `freight-rules/${id}`)).body.enabled).toBe(false);
    // Editing without `enabled` keeps the rule switched off.
    await command(adminA, 'EditFreightRule', { id, ...rule({ name: 'Ainda desligada' }) });
    expect((await get(adminA, `freight-rules/${id}`)).body).toMatchObject({ name: 'Ainda desligada', enabled: false });
    expect((await command(adminA, 'ToggleFreightRule', { id })).body.enabled).toBe(true);

    expect((await command(adminA, 'DeleteFreightRule', { id })).status).toBe(200);
    expect((await get(adminA, `freight-rules/${id}`)).status).toBe(404);
    expect((await get(adminA, 'freight-rules')).body.total).toBe(0);
    expect((await command(adminA, 'ToggleFreightRule', { id })).status).toBe(404);
  });

  it('warns, without blocking, when a saved rule overlaps enabled rules of the same scope', async () => {
    const admin = await tokenFor(test, await givenUser(test, await givenCompany(test), { isAdmin: true }));
    const first = await command(
      admin,
      'NewFreightRule',
      rule({ name: 'Desconto SP', channel_id: 8, carrier_id: carrierX, start_at: '2021-01-01' }),
    );
    expect(first.body).toEqual({ id: expect.any(String) });
    await command(admin, 'NewFreightRule', rule({ name: 'Outro canal', channel_id: 9 }));
    await command(admin, 'NewFreightRule', rule({ name: 'Desligada', enabled: false }));
    await command(admin, 'NewFreightRule', rule({ name: 'Só RJ', routes: [{ ...RJ, rule_type: 1, value: 5 }] }));
    await command(admin, 'NewFreightRule', rule({ name: 'Vencida', start_at: '2020-01-01', end_at: '2020-12-31' }));

    const second = await command(
      admin,
      'NewFreightRule',
      rule({ name: 'Frete grátis SP', channel_id: 8, start_at: '2021-01-01' }),
    );
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ id: expect.any(String), warning: 'Esta regra se sobrepõe a: Desconto SP' });
    expect((await get(admin, `freight-rules/${second.body.id}`)).status).toBe(200);

    // Editing answers the same check; the rule itself is not counted, and a switched-off rule stacks with nothing.
    const edited = await command(admin, 'EditFreightRule', {
      id: first.body.id,
      ...rule({ name: 'Desconto SP', channel_id: 8, carrier_id: carrierX, start_at: '2021-01-01' }),
    });
    expect(edited.body).toEqual({ id: first.body.id, warning: 'Esta regra se sobrepõe a: Frete grátis SP' });
    const switchedOff = await command(admin, 'EditFreightRule', {
      id: first.body.id,
      ...rule({ name: 'Desconto SP', enabled: false }),
    });
    expect(switchedOff.body).toEqual({ id: first.body.id });
  });

  it('answers the spec messages, one per mistake', async () => {
    const message = async (payload: object) => {
      const response = await command(adminA, 'NewFreightRule', payload);
      expect(response.status).toBe(400);
      return response.body.message;
    };
    const route = (over: object) => ({ routes: [{ ...SP, rule_type: 1, value: 5, ...over }] });
    expect(await message(rule({ name: undefined }))).toBe('Digite um nome para essa regra');
    expect(await message(rule({ name: '   ' }))).toBe('Digite um nome para essa regra');
    expect(await message(rule({ name: 'x'.repeat(51) }))).toBe('Deve ter no máximo 50 caracteres');
    expect(await message(rule({ start_at: undefined }))).toBe('Coloque uma data de início de vigência dessa regra');
    expect(await message(rule({ start_at: '2026-02-30' }))).toBe('Coloque uma data de início de vigência dessa regra');
    expect(await message(rule({ end_at: '2019-12-31' }))).toBe(
      'A data final da vigência deve ser igual ou posterior à data de início.',
    );
    expect(await message(rule({ channel_id: 30 }))).toBe('Canal de venda inválido.');
    expect(await message(rule({ routes: [] }))).toBe('Adicione ao menos um destino à regra.');
    expect(await message(rule({ routes: undefined }))).toBe('Adicione ao menos um destino à regra.');
    expect(await message(rule(route({ rule_type: 7 })))).toBe('Selecione o tipo da regra.');
    expect(await message(rule(route({ zip_from: '0100000' })))).toBe('CEP inicial inválido: informe 8 dígitos.');
    expect(await message(rule(route({ zip_from: '20000000', zip_up: '19999999' })))).toBe(
      'O CEP final deve ser maior ou igual ao CEP inicial.',
    );
    expect(await message(rule(route({ value: -1 })))).toBe('Informe um valor maior ou igual a zero.');
    expect(await message(rule(route({ rule_type: 2, value: 100.5 })))).toBe(
      'A porcentagem deve ser de no máximo 100%.',
    );
    expect(await message(rule(route({ cart_min: true })))).toBe('Informe o valor mínimo do carrinho.');
    expect(await message(rule(route({ cart_min: true, min_value: 300, max_value: 299 })))).toBe(
      'O valor máximo do carrinho deve ser maior ou igual ao mínimo.',
    );
    expect(await message(rule(route({ apply_only_skus: true, sku_list: [] })))).toBe('Informe ao menos um SKU.');
    expect(await message(rule(route({ apply_only_volumes: true })))).toBe(
      'Informe a quantidade de volumes (de 1 a 10.000).',
    );
    expect(
      await message(
        rule(route({ apply_only_skus: true, sku_list: ['A1'], apply_only_volumes: true, total_volumes: 2 })),
      ),
    ).toBe('Escolha a lista de SKUs ou a quantidade de volumes: as duas opções não podem ser usadas juntas.');
    expect(await message(rule({ distribution_center_id: centerB }))).toBe('CD de origem não encontrado.');
    expect(await message(rule({ carrier_id: privateCarrierB }))).toBe('Transportadora não encontrada.');
    expect(await message({ ...rule(), company_id: companyA })).toBe('O campo company_id não é permitido.');
    expect((await get(adminA, 'freight-rules')).body.total).toBe(0);
  });

  it('keeps each company to its own rules and the area to admins', async () => {
    const id = await create(adminA, rule({ name: 'Só da empresa A', enabled: false }));
    expect((await get(adminB, `freight-rules/${id}`)).status).toBe(404);
    expect((await get(adminB, 'freight-rules')).body).toEqual({ data: [], total: 0 });
    for (const [action, payload] of [
      ['EditFreightRule', { id, ...rule({ name: 'Invadida' }) }],
      ['ToggleFreightRule', { id }],
      ['DeleteFreightRule', { id }],
    ] as const) {
      const response = await command(adminB, action, payload);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Regra de frete não encontrada.');
    }
    expect((await get(adminA, `freight-rules/${id}`)).body).toMatchObject({ name: 'Só da empresa A', enabled: false });

    expect((await get(userA, 'freight-rules')).status).toBe(403);
    expect((await command(userA, 'NewFreightRule', rule())).status).toBe(403);
    expect((await command(adminA, 'DeleteFreightRule', { id })).status).toBe(200);
  });

  it('changes the quotes: free shipping, removed carrier, switched off, expired and extra deadline', async () => {
    await importActiveTable(carrierX);
    await importActiveTable(carrierY);
    const spBefore = costs(await quote(SP_ZIP));
    const rjBefore = costs(await quote(RJ_ZIP));
    expect(Object.keys(spBefore).sort()).toEqual([carrierX, carrierY].sort());
    expect(Object.values(spBefore).every(([cost]) => cost > 0)).toBe(true);

    // Type 5 with value 0 for SP: free shipping there, RJ untouched.
    const free = await changing(() => create(adminA, rule({ name: 'Frete grátis SP' })));
    const sp = await quote(SP_ZIP);
    expect(sp.size).toBe(2);
    for (const q of sp.values()) {
      expect(q).toMatchObject({ estimated_cost: 0, free_shipping: true });
      expect(q.log.details.at(-1)).toMatchObject({
        fee: 'freight_rule_fixed_value',
        actual_price: 0,
        rule_name: 'Frete grátis SP',
      });
    }
    expect(costs(await quote(RJ_ZIP))).toEqual(rjBefore);

    // Switched off: SP is priced by the table again.
    await changing(() => command(adminA, 'ToggleFreightRule', { id: free }));
    expect(costs(await quote(SP_ZIP))).toEqual(spBefore);

    // Type 6 for carrier X in RJ: only Y is quoted there.
    const removal = await changing(() =>
      create(adminA, rule({ name: 'Sem X no RJ', carrier_id: carrierX, routes: [{ ...RJ, rule_type: 6, value: 0 }] })),
    );
    expect([...(await quote(RJ_ZIP)).keys()]).toEqual([carrierY]);
    expect(Object.keys(costs(await quote(SP_ZIP))).sort()).toEqual([carrierX, carrierY].sort());
    await changing(() => command(adminA, 'DeleteFreightRule', { id: removal }));

    // A rule whose validity ended yesterday changes nothing.
    const yesterday = addCalendarDays(saoPauloCalendarDate(new Date()), -1);
    await changing(() =>
      create(adminA, rule({ name: 'Vencida', end_at: yesterday, routes: [{ ...RJ, rule_type: 1, value: 50 }] })),
    );
    expect(costs(await quote(RJ_ZIP))).toEqual(rjBefore);

    // R$ 10 more and 3 extra business days in RJ.
    await changing(() =>
      create(
        adminA,
        rule({ name: 'RJ mais lento', routes: [{ ...RJ, rule_type: 1, value: 10, additional_deadline: 3 }] }),
      ),
    );
    const rj = await quote(RJ_ZIP);
    for (const [carrier, q] of rj) {
      const [cost, days] = rjBefore[carrier];
      expect(q.estimated_cost).toBeCloseTo(cost + 10, 2);
      expect(q.delivery_days).toBe(days + 3);
      expect(q.log.deadlines.freight_rules_deadline).toBe(3);
      expect(q.log.details.at(-1)).toMatchObject({
        fee: 'freight_rule_increase_value',
        actual_price: q.estimated_cost,
      });
    }
  });
});
