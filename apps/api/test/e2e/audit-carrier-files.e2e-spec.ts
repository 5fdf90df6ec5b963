import { nfeKeyCheckDigit } from '@despacho/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CteImportQueue } from '../../src/modules/audit/jobs/cte-import.job.js';
import { CteImportRunner } from '../../src/modules/audit/jobs/cte-import.runner.js';
import {
  conembCtLine,
  conembFile,
} from '../../src/modules/carrier-integrations/adapters/edi-files/conemb-file-builder.js';
import { doccobFile } from '../../src/modules/carrier-integrations/adapters/edi-files/doccob-file-builder.js';
import {
  givenCarrier,
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The CD's CNPJ (distributionCenterPayload) issues the NF-e and is the CONEMB's embarcadora. */
const CD_CNPJ = '11222333000181';
const CARRIER = { cnpj: '44555666000177', name: 'TRANSPORTADORA EDI LTDA' };
const keyOf = (number: number, series = 1) => {
  const first43 = `352611${CD_CNPJ}55${String(series).padStart(3, '0')}${String(number).padStart(9, '0')}112345678`;
  return first43 + String(nfeKeyCheckDigit(first43));
};
const CTE_KEY = '35261144555666000177570010000005011000005018';

describe('carrier files in the freight audit: CONEMB reconciled like a CT-e, DOCCOB bills checked', () => {
  let test: TestApp;
  let user: string;
  let other: string;
  let noAudit: string;
  let sequence = 0;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string, query: object = {}) =>
    test.http().get(path).query(query).set('X-Token', token);
  const upload = async (token: string, content: string, filename: string) =>
    (
      await test
        .http()
        .post('/api/upload')
        .set('X-Token', token)
        .attach('file', Buffer.from(content, 'latin1'), { filename })
    ).body.path as string;
  const runQueued = async () => {
    const jobs = await test.app.get(CteImportQueue).queue.getJobs(['waiting']);
    for (const job of jobs) {
      await test.app.get(CteImportRunner).run(job.data.batchId);
      await job.remove();
    }
  };
  const importFile = async (token: string, name: string, content: string) => {
    const sent = await command(token, 'CreateCteFromXml', { invoices: [{ path: await upload(token, content, name) }] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await runQueued();
    const batches = (await get(token, '/api/batches', { 'filters[type]': 2 })).body.data;
    return batches.find((batch: { id: string }) => batch.id === sent.body.id);
  };
  const newOrder = async (nf: number) => {
    const response = await command(
      user,
      'NewOrder',
      orderPayload({ reference: `EDI-${++sequence}`, invoice_number: String(nf), invoice_key: keyOf(nf) }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.id as string;
  };

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test, undefined, true);
    const b = await givenCompany(test, undefined, true);
    await givenCarrierCoveringBrazil(test, a);
    await givenDistributionCenter(test, a, 'CD1');
    await givenDistributionCenter(test, b, 'CD1');
    // The CONEMB's carrier is known by its CNPJ and has an e-mail, so its CT-e can be disputed.
    const carrier = await givenCarrier(test, a, CARRIER.cnpj);
    const admin = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    await command(admin, 'AddCarrierEmail', { carrier_id: carrier.id, emails: ['faturas@edi.test'] });
    user = await tokenFor(test, await givenUser(test, a, { permissions: ['orders', 'audit'] }));
    other = await tokenFor(test, await givenUser(test, b, { permissions: ['orders', 'audit'] }));
    noAudit = await tokenFor(test, await givenUser(test, await givenCompany(test), { permissions: ['audit'] }));
  });
  afterAll(() => test.close());

  it('imports each 322 as a CT-e: reconciled by its NFs, compared fee by fee, waiting without an order, bad lines listed', async () => {
    const orderId = await newOrder(501);
    const order = (await get(user, `/api/orders/${orderId}`)).body;
    const base = { issued: '27112026', carrier_cnpj: CARRIER.cnpj, shipper_cnpj: CD_CNPJ, weight: 2.5 };
    const file = conembFile({
      carrier: CARRIER,
      cts: [
        {
          ...base,
          number: 501,
          total: 45.9,
          components: { frete_peso: 35.9, sec_cat: 4.9, pedagio: 5.1 },
          nfs: [{ number: 501 }],
          key: CTE_KEY,
        },
        { ...base, number: 502, total: 20, components: { frete_peso: 20 }, nfs: [{ number: 9999 }] },
      ],
    }).replace(/\r\n$/, `\r\n${conembCtLine({ ...base, number: 503, total: 1, nfs: [] })}\r\n`);
    const batch = await importFile(user, 'CONEMB2811.TXT', file);
    expect(batch).toMatchObject({ status: 'done', totals: { total: 3, total_success: 2, total_error: 1 } });
    expect(batch.totals.errors).toEqual(['CONEMB2811.TXT linha 7: CT 503: nenhuma nota fiscal nas posições 233–672.']);

    const [cte] = (await get(user, '/api/ctes')).body.data;
    expect(cte).toMatchObject({
      number: '501',
      key: CTE_KEY,
      freight_value: 45.9,
      reconciled: true,
      shipment: { order_id: orderId, reference: order.reference },
    });
    const detail = (await get(user, `/api/ctes/${cte.id}`)).body;
    expect(detail.document).toMatchObject({ version: 'CONEMB', nfs: [{ series: '1', number: '501' }] });
    const row = (fee: string) => detail.comparison.fees.find((r: { fee: string }) => r.fee === fee);
    expect(row('weight')).toMatchObject({ components: ['FRETE PESO'], cte_value: 35.9 });
    expect(row('pickup')).toMatchObject({ components: ['SEC/CAT'], cte_value: 4.9, status: 'higher' });
    expect(row('toll')).toMatchObject({ components: ['PEDAGIO'], cte_value: 5.1 });
    expect(detail.comparison.weight.carrier).toBe(2.5);

    const waiting = (await get(user, '/api/ctes', { wo: 1 })).body.data;
    expect(waiting.map((c: { number: string; key: string }) => [c.number, c.key])).toEqual([
      ['502', `CONEMB${CARRIER.cnpj}00001${'502'.padStart(19, '0')}`],
    ]);

    // The same file again: every CT is already there; another company never sees them.
    const again = await importFile(user, 'CONEMB2811.TXT', file);
    expect(again.totals.errors).toContain(`CONEMB2811.TXT linha 4: CT-e já importado: chave ${CTE_KEY} (CT-e 501).`);
    expect((await get(other, `/api/ctes/${cte.id}`)).status).toBe(404);
    expect((await get(other, '/api/ctes')).body.total).toBe(0);
  });

  it('refuses a file that is no CONEMB, and a CONEMB of another embarcadora, each with its reason', async () => {
    const notConemb = await importFile(user, 'RANDOM.TXT', '000\r\n999 nada\r\n');
    expect(notConemb.totals.errors).toEqual([
      "RANDOM.TXT: O arquivo não é um CONEMB PROCEDA: a linha 2 começa por '999', e não pelo registro 000, 320 ou 020.",
    ]);
    const foreign = conembFile({
      carrier: CARRIER,
      variant: '680',
      cts: [
        {
          number: 601,
          issued: '27112026',
          total: 10,
          carrier_cnpj: CARRIER.cnpj,
          shipper_cnpj: '98765432000198',
          nfs: [{ number: 1 }],
        },
      ],
    });
    const refused = await importFile(user, 'OUTRA.TXT', foreign);
    expect(refused.totals.errors).toEqual([
      'OUTRA.TXT linha 4: CT-e 601: a empresa não é parte deste CT-e (nenhum CNPJ dela é o emitente, remetente, expedidor, recebedor, destinatário ou tomador); cadastre o CNPJ em um centro de distribuição.',
    ]);
  });

  it('lists the CT-e a DOCCOB bill charges and flags those missing from Despacho or in dispute', async () => {
    const [cte] = (await get(user, '/api/ctes', { 'filters[reference]': CTE_KEY })).body.data;
    const disputed = await command(user, 'OpenCteDispute', { cte_id: cte.id, note: 'SEC/CAT não contratado' });
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
    const ct = { issued: '27112026', sender_cnpj: CD_CNPJ, carrier_cnpj: CARRIER.cnpj };
    const file = doccobFile({
      carrier: CARRIER,
      bills: [
        {
          number: 9001,
          issued: '28112026',
          due: '15122026',
          amount: 75.9,
          ctes: [
            { ...ct, number: 501, freight: 45.9 },
            { ...ct, number: 502, freight: 20 },
            { ...ct, number: 777, freight: 10 },
          ],
        },
      ],
      eol: '\n',
    });
    const path = await upload(user, `${file}353 curto\n`, 'DOCCOB2811.TXT');
    const sent = await command(user, 'ImportDoccob', { files: [{ path }] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({
      bills: 1,
      ctes: 3,
      errors: [
        'DOCCOB2811.TXT linha 9: registro 353 com 9 caracteres: faltam campos até o valor do frete (posição 45).',
      ],
      message: '1 fatura importada com 3 CT-e cobrados.',
    });

    const list = (await get(user, '/api/freight-bills')).body;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      number: '9001',
      carrier_cnpj: CARRIER.cnpj,
      carrier_name: CARRIER.name,
      issued_on: '2026-11-28',
      due_on: '2026-12-15',
      amount: 75.9,
      total_ctes: 3,
      missing: 1,
      disputed: 1,
    });
    const bill = (await get(user, `/api/freight-bills/${list.data[0].id}`)).body;
    expect(
      bill.ctes.map((c: { number: string; status: string; status_label: string }) => [
        c.number,
        c.status,
        c.status_label,
      ]),
    ).toEqual([
      ['501', 'disputed', 'Em contestação'],
      ['502', 'waiting', 'Sem pedido conciliado'],
      ['777', 'missing', 'Não está no Despacho'],
    ]);
    expect(bill.ctes[0]).toMatchObject({ cte_id: cte.id, cte_value: 45.9, freight: 45.9 });

    // The same bill again is refused; another company neither lists nor opens it.
    const again = await command(user, 'ImportDoccob', { files: [{ path }] });
    expect(again.body.bills).toBe(0);
    expect(again.body.errors).toContain(`DOCCOB2811.TXT linha 4: fatura 9001 série 1 de ${CARRIER.name} já importada.`);
    expect((await get(other, '/api/freight-bills')).body.total).toBe(0);
    const foreign = await get(other, `/api/freight-bills/${list.data[0].id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Fatura não encontrada.');
    expect((await command(other, 'ImportDoccob', { files: [{ path }] })).status).toBe(404);
    // A company without the freight audit has no bills.
    const closed = await get(noAudit, '/api/freight-bills');
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('A auditoria de frete não está habilitada para esta empresa.');

    // The order of CT 502's NF arrives later: 'Reprocessar' looks the CONEMB's NFs up again, and the
    // bill shows the CT-e's new state at once.
    await newOrder(9999);
    const reprocessed = await command(user, 'ReprocessCtes', {});
    expect(reprocessed.body).toMatchObject({ reconciled: 1 });
    const after = (await get(user, `/api/freight-bills/${list.data[0].id}`)).body;
    expect(after.ctes[1]).toMatchObject({ number: '502', status: 'pending', status_label: 'Aguardando decisão' });
  });
});
