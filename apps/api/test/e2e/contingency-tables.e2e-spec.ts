import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { increasedPriceCents, toCents } from '@despacho/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContingencyTableQueue } from '../../src/modules/pricing/jobs/contingency-table.job.js';
import { ContingencyTableRunner } from '../../src/modules/pricing/jobs/contingency-table.runner.js';
import {
  givenCarrier,
  givenCompany,
  givenDistributionCenter,
  givenFreightTable,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const HEADER =
  'cep_inicial;cep_final;uf;regiao;prazo;ate_30kg;ate_100kg;excedente_kg;gris_percentual;gris_minimo;adv_percentual;adv_minimo;pedagio;pedagio_base;icms_percentual';
// Two carriers whose ranges overlap (SP capital is cheaper with X, SP interior only Y, RJ only X).
const TABLE_X = [
  HEADER,
  '01000000;05999999;SP;CAPITAL;2;33,15;58,92;0,84;0,10;1,55;0,316;4,37;0;cte;0',
  '20000000;28999999;RJ;CAPITAL;3;40,00;65,00;1,00;0,10;1,55;0,316;4,37;6,46;cte;12',
].join('\n');
const TABLE_Y = [HEADER, '01000000;19999999;SP;INTERIOR;4;35,00;61,00;0,90;0,20;2,00;0,5;5,00;0;cte;0'].join('\n');
const TASK = 'GenerateContingencyFreightTable';
const SUCCESS = 'Processo iniciado, assim que finalizado, você receberá um e-mail com as instruções';

describe('contingency tables', () => {
  let test: TestApp;
  let adminA: string;
  let userA: string;
  let adminB: string;

  const command = (token: string, payload: object) =>
    test
      .http()
      .post('/api/command')
      .set('X-Token', token)
      .send({ action: 'NewBackgroundTask', payload: { action: TASK, payload } });
  const list = (token: string, query: Record<string, string> = { task_type: TASK }) =>
    test.http().get('/api/background-tasks').query(query).set('X-Token', token);
  /** What the worker does: runs the queued jobs. */
  const runQueued = async () => {
    const jobs = await test.app.get(ContingencyTableQueue).queue.getJobs(['waiting']);
    for (const job of jobs) {
      await test.app.get(ContingencyTableRunner).run(job.data);
      await job.remove();
    }
    return jobs.length;
  };

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test);
    const b = await givenCompany(test);
    await givenDistributionCenter(test, a, 'CD1');
    await givenFreightTable(test, a, (await givenCarrier(test)).id, TABLE_X);
    await givenFreightTable(test, a, (await givenCarrier(test)).id, TABLE_Y);
    await givenFreightTable(test, b, (await givenCarrier(test)).id, TABLE_Y);
    adminA = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    userA = await tokenFor(test, await givenUser(test, a, { permissions: ['settings', 'orders'] }));
    adminB = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    // A rule that adds R$ 7 from 04000000 to 04999999 cuts the SP capital range in three.
    const rule = await test
      .http()
      .post('/api/command')
      .set('X-Token', adminA)
      .send({
        action: 'NewFreightRule',
        payload: {
          name: 'Zona sul',
          start_at: '2020-01-01',
          routes: [{ zip_from: '04000000', zip_up: '04999999', destination: 'SP', rule_type: 1, value: 7 }],
        },
      });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
  });
  afterAll(() => test.close());

  it('answers the spec messages and refuses users who are not admins', async () => {
    const message = async (payload: object) => {
      const response = await command(adminA, payload);
      expect(response.status).toBe(400);
      return response.body.message;
    };
    expect(await message({ zip_origin: '01310100' })).toBe('Selecione o tipo de tabela');
    expect(await message({ type: 'shopee', zip_origin: '01310100' })).toBe('Selecione o tipo de tabela');
    expect(await message({ type: 'b2w' })).toBe('Coloque o CEP de origem');
    expect(await message({ type: 'b2w', zip_origin: '' })).toBe('Coloque o CEP de origem');
    expect(await message({ type: 'b2w', zip_origin: '0131' })).toBe('Digite um CEP válido.');
    expect(await message({ type: 'b2w', zip_origin: '01310100', weights: [{ cargo_value: 200 }] })).toBe(
      'Preencha o campo Até (kg) de cada faixa.',
    );
    expect(await message({ type: 'b2w', zip_origin: '01310100', weights: [{ weight: 30 }] })).toBe(
      'Preencha o valor do carrinho de cada faixa.',
    );
    expect(
      await message({
        type: 'b2w',
        zip_origin: '01310100',
        weights: [
          { weight: 30, cargo_value: 1 },
          { weight: 30, cargo_value: 2 },
        ],
      }),
    ).toBe('Cada faixa deve ter um peso Até (kg) diferente.');
    expect(await message({ type: 'b2w', zip_origin: '01310100', increase_price: { type: 'desconto', value: 1 } })).toBe(
      'Selecione o tipo de modificação do preço.',
    );
    const refused = await command(userA, { type: 'b2w', zip_origin: '01310100' });
    expect(refused.status).toBe(403);
    expect((await list(userA)).status).toBe(403);
    expect((await list(adminA)).body).toEqual({ data: [], total: 0 });
  });

  it('prices every destination range per band with the engine, writes the layout, stores, lists and e-mails it', async () => {
    const weights = [
      { weight: 100, cargo_value: 600 },
      { weight: 30, cargo_value: 200 },
    ];
    const increase = { type: 'percentage' as const, value: 10 };
    const started = await command(adminA, {
      type: 'mercadolivre',
      zip_origin: '01310-100',
      increase_price: increase,
      weights,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({ id: expect.any(String), message: SUCCESS });

    const [pending] = (await list(adminA)).body.data;
    expect(pending).toMatchObject({
      id: started.body.id,
      task_type: TASK,
      start_at: null,
      end_at: null,
      progress: 0,
      property: { type: 'mercadolivre', zip_origin: '01310100' },
    });
    expect(pending.user.name).toMatch(/^Usuário /);

    expect(await runQueued()).toBe(1);
    const [done] = (await list(adminA)).body.data;
    expect(done.progress).toBe(100);
    expect(new Date(done.end_at).getTime()).toBeGreaterThanOrEqual(new Date(done.start_at).getTime());
    const path: string = done.property.file_path;
    expect(path).toMatch(/\/contingencia-mercado-livre\.csv$/);

    const file = await test.http().get('/api/download').query({ url: '1', path }).set('X-Token', adminA).buffer(true);
    expect(file.status).toBe(200);
    const [header, ...lines] = file.body.toString('utf8').trim().split('\n');
    expect(header).toBe('cep_inicial;cep_final;peso_inicial_g;peso_final_g;preco;prazo_dias_uteis');
    const rows = lines.map((line: string) => line.split(';'));
    // Ranges: 01000000-03999999 (X), 04000000-04999999 (X + rule), 05000000-05999999 (X), 06000000-19999999 (Y), RJ (X); two bands each.
    expect(rows.filter((r: string[]) => r[3] === '30000').map((r: string[]) => `${r[0]}-${r[1]}`)).toEqual([
      '01000000-03999999',
      '04000000-04999999',
      '05000000-05999999',
      '06000000-19999999',
      '20000000-28999999',
    ]);
    expect(rows.filter((r: string[]) => r[3] === '100000').every((r: string[]) => r[2] === '30001')).toBe(true);

    // Every cell, at both ends of its range, is the engine's cheapest quote with the 10% on top.
    for (const [from, to, , upToGrams, price, days] of rows) {
      const band = weights.find((w) => w.weight * 1000 === Number(upToGrams))!;
      for (const zip of [from, to]) {
        const quote = await test
          .http()
          .post('/api/quotations')
          .set('X-Token', adminA)
          .send({
            from: '01310100',
            to: zip,
            channel_id: 30,
            parcels: [
              {
                width: 0.01,
                height: 0.01,
                length: 0.01,
                weight: band.weight,
                quantity: 1,
                cargo_value: band.cargo_value,
              },
            ],
          });
        const cheapest = quote.body.data[0];
        expect(
          (increasedPriceCents(toCents(cheapest.estimated_cost), increase) / 100).toFixed(2),
          `${zip} ${upToGrams} g`,
        ).toBe(price);
        expect(String(cheapest.delivery_days)).toBe(days);
      }
    }

    const mails = readdirSync(test.config.mailDir);
    expect(mails).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(test.config.mailDir, mails[0])));
    expect(mail.subject).toBe('Tabela de contingência Mercado Livre');
    expect(mail.text).toContain(`${test.config.publicUrl}/settings/contingency-tables?download=${started.body.id}`);
  });

  it('uses the default bands and shows tasks and files to their own company only', async () => {
    const started = await command(adminA, { type: 'b2w', zip_origin: '01310100' });
    expect(started.status).toBe(200);
    expect(await runQueued()).toBe(1);
    const [task] = (await list(adminA)).body.data;
    expect(task.property.weights).toEqual([
      { weight: 30, cargo_value: 200 },
      { weight: 100, cargo_value: 600 },
    ]);
    const file = await test
      .http()
      .get('/api/download')
      .query({ url: '1', path: task.property.file_path })
      .set('X-Token', adminA)
      .buffer(true);
    expect(file.body.toString('utf8').split('\n')[0]).toBe(
      'ZipCodeStart;ZipCodeEnd;PolygonName;WeightStart;WeightEnd;AbsoluteMoneyCost;PricePercent;PricePercentByWeight;MaxVolume;TimeCost;Country;MinimumValueInsurance',
    );

    expect((await list(adminB)).body).toEqual({ data: [], total: 0 });
    expect((await list(adminB, {})).body.total).toBe(0);
    const stolen = await test
      .http()
      .get('/api/download')
      .query({ url: '1', path: task.property.file_path })
      .set('X-Token', adminB);
    expect(stolen.status).toBe(404);
    expect((await list(adminA, { task_type: TASK, limit: '1' })).body.data).toHaveLength(1);
    expect((await list(adminA, { task_type: TASK, limit: '101' })).status).toBe(400);
  });
});
