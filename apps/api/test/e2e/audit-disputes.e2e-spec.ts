import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CTE_SAMPLES,
  CTE_V4_SENDER,
  cteFixtureText,
} from '../../src/modules/audit/domain/cte/cte-fixtures.spec-helper.js';
import { CteImportQueue } from '../../src/modules/audit/jobs/cte-import.job.js';
import { CteImportRunner } from '../../src/modules/audit/jobs/cte-import.runner.js';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import {
  givenCarrier,
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startSmtp } from '../support/smtp-stub.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The 4.00 sample's CT-e key, NF-e key and emitter (FANTASMA TRANSPORTES LTDA). */
const V4_KEY = '42240302484555000343570020003396861082134657';
const V4_NFE = '02394910232349239234934138491040891884149930';
const V4_EMITTER = '92382301841312';

/** A copy of the 4.00 sample with its own CT-e number (key), NF-e key and, when given, total. */
function sampleCte(number: number, nfeKey: string, total?: number): string {
  const key = `${V4_KEY.slice(0, 25)}${String(number).padStart(9, '0')}${V4_KEY.slice(34)}`;
  let xml = cteFixtureText(CTE_SAMPLES.v4).replaceAll(V4_KEY, key).replaceAll(V4_NFE, nfeKey);
  if (total !== undefined)
    xml = xml
      .replace('<vTPrest>221.19</vTPrest>', `<vTPrest>${total.toFixed(2)}</vTPrest>`)
      .replace('<vRec>221.19</vRec>', `<vRec>${total.toFixed(2)}</vRec>`);
  return xml;
}

const keyOf = (xml: string) => /Id="CTe(\d{44})"/.exec(xml)![1];

/**
 * Derived from the 4.00 sample (no public complementary CT-e sample): tpCTe 1, one GRIS component of
 * R$ 30,00, and infCteComp with the complemented key instead of infCTeNorm (MOC 4.00, CTE-AUDIT.md §1.2).
 */
function complementOf(number: number, originalKey: string): string {
  return sampleCte(number, nfeKey(number), 30)
    .replace('<tpCTe>0</tpCTe>', '<tpCTe>1</tpCTe>')
    .replace(
      /<vRec>30.00<\/vRec>[\s\S]*<\/vPrest>/,
      '<vRec>30.00</vRec><Comp><xNome>GRIS</xNome><vComp>30.00</vComp></Comp></vPrest>',
    )
    .replace(/<infCTeNorm>[\s\S]*<\/infCTeNorm>/, `<infCteComp><chCTe>${originalKey}</chCTe></infCteComp>`);
}

/** Derived from the 4.00 sample: tpCTe 3 with infCTeNorm/infCteSub naming the replaced CT-e, same NF-e. */
function substituteOf(number: number, originalKey: string, nfe: string, total: number): string {
  return sampleCte(number, nfe, total)
    .replace('<tpCTe>0</tpCTe>', '<tpCTe>3</tpCTe>')
    .replace('</infCTeNorm>', `<infCteSub><chCte>${originalKey}</chCte></infCteSub></infCTeNorm>`);
}

/** An NF-e key no other test uses: the sample's with the invoice number changed. */
const nfeKey = (n: number) => `${V4_NFE.slice(0, 25)}${String(n).padStart(9, '0')}${V4_NFE.slice(34)}`;

interface FeeRow {
  fee: string;
  label: string;
  components: string[];
  quote_value: number;
  cte_value: number;
  difference: number;
}

describe('freight audit: tolerance, disputes with the carrier, component dictionary', () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let user: string;
  let other: string;
  let otherAdmin: string;
  let emitterId: string;
  let sequence = 0;
  const db = () => test.app.get(DataSource);
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string, query: object = {}) =>
    test.http().get(path).query(query).set('X-Token', token);
  const upload = async (token: string, content: string, filename: string) =>
    (await test.http().post('/api/upload').set('X-Token', token).attach('file', Buffer.from(content), { filename }))
      .body.path as string;
  /** Uploads one CT-e and runs its batch as the worker would; answers the imported CT-e as GET ctes/{id} shows it. */
  const importCte = async (token: string, xml: string) => {
    const path = await upload(token, xml, `cte-${++sequence}.xml`);
    expect((await command(token, 'CreateCteFromXml', { invoices: [{ path }] })).status).toBe(200);
    for (const job of await test.app.get(CteImportQueue).queue.getJobs(['waiting'])) {
      await test.app.get(CteImportRunner).run(job.data.batchId);
      await job.remove();
    }
    const key = keyOf(xml);
    const [row] = await db().query('SELECT id FROM ctes WHERE key = $1', [key]);
    return (await get(token, `/api/ctes/${row.id}`)).body;
  };
  /** A quoted order carrying this NF-e; answers its quoted price. */
  const newOrder = async (invoiceKey: string) => {
    const response = await command(
      user,
      'NewOrder',
      orderPayload({ reference: `DSP-${++sequence}`, invoice_number: String(sequence), invoice_key: invoiceKey }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (await get(user, `/api/orders/${response.body.id}`)).body.estimated_cost as number;
  };
  /** What the event relay does after a dispute is opened: the e-mail policy, once. */
  const relayDisputeOpened = async (cteId: string) => {
    const [event] = await db().query(`SELECT id FROM events WHERE stream_id = $1 AND type = 'cte.dispute-opened'`, [
      `cte-${cteId}`,
    ]);
    return test.app.get(SideEffects).applyFor(event.id);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
    const a = await givenCompany(test, undefined, true);
    const b = await givenCompany(test, undefined, true);
    await givenCarrierCoveringBrazil(test, a);
    await givenDistributionCenter(test, a, 'CD1');
    await givenDistributionCenter(test, a, 'CD-REM', { federal_tax_id: CTE_V4_SENDER }); // the samples' sender: a party of each CT-e
    // The sample's emitter is company A's own carrier (not the shared catalog's: other files import the
    // same sample and expect its emitter unknown), with its e-mails registered.
    const emitter = await givenCarrier(test, a, V4_EMITTER);
    emitterId = emitter.id;
    admin = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    user = await tokenFor(test, await givenUser(test, a, { permissions: ['orders', 'audit'] }));
    other = await tokenFor(test, await givenUser(test, b, { permissions: ['audit'] }));
    otherAdmin = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    expect(
      (
        await command(admin, 'AddCarrierEmail', {
          carrier_id: emitter.id,
          emails: ['auditoria@fantasma.test', 'sac@fantasma.test'],
        })
      ).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await test.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('the company admin sets the tolerance, validated; other users and companies do not change it', async () => {
    expect((await get(user, '/api/audit/settings')).body.tolerance).toEqual({ percentage: null, amount: null });
    const bad = await command(admin, 'ChangeAuditTolerance', { percentage: 150, amount: -1 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('A tolerância em % deve estar entre 0 e 100.');
    expect(JSON.stringify(bad.body)).toContain('A tolerância em R$ deve estar entre R$ 0,00 e R$ 10.000,00.');
    expect((await command(user, 'ChangeAuditTolerance', { percentage: 1 })).status).toBe(403);
    expect((await command(admin, 'ChangeAuditTolerance', { percentage: 2, amount: 1 })).body).toEqual({
      message: 'Tolerância salva com sucesso',
    });
    expect((await get(user, '/api/audit/settings')).body.tolerance).toEqual({ percentage: 2, amount: 1 });
    // Company B's settings are its own.
    expect((await command(otherAdmin, 'ChangeAuditTolerance', { percentage: 50 })).status).toBe(200);
    expect((await get(user, '/api/audit/settings')).body.tolerance).toEqual({ percentage: 2, amount: 1 });
  });

  it('approves automatically a CT-e within the tolerance; one outside waits for a decision and is approved by hand', async () => {
    const withinKey = nfeKey(101);
    const within = await importCte(user, sampleCte(101, withinKey, (await newOrder(withinKey)) + 0.9));
    expect(within.decision).toBe('automatic');
    expect(within.history).toEqual([
      { action: 'aprovado_automaticamente', by: null, at: expect.any(String), note: null },
    ]);

    const outsideKey = nfeKey(102);
    const quote = await newOrder(outsideKey);
    const outside = await importCte(user, sampleCte(102, outsideKey, Math.round(quote * 1.05 * 100) / 100 + 1.5));
    expect(outside.decision).toBe('pending');
    expect((await get(user, '/api/ctes', { decision: 'pending' })).body.data.map((c: { id: string }) => c.id)).toEqual([
      outside.id,
    ]);
    // The carrier's filter beside the decision's (a parameter each).
    const pendingOf = async (carrier: string) =>
      (await get(user, '/api/ctes', { carrier, decision: 'pending' })).body.data.map((c: { id: string }) => c.id);
    expect(await pendingOf(emitterId)).toEqual([outside.id]);
    expect(await pendingOf(randomUUID())).toEqual([]);
    expect((await command(other, 'ApproveCte', { cte_id: outside.id })).status).toBe(404);
    expect((await command(user, 'ApproveCte', { cte_id: outside.id, note: 'Reajuste combinado.' })).body).toEqual({
      id: outside.id,
      message: 'CT-e aprovado com sucesso',
    });
    const approved = (await get(user, `/api/ctes/${outside.id}`)).body;
    expect(approved.decision).toBe('approved');
    expect(approved.history).toEqual([
      { action: 'aprovado', by: expect.any(String), at: expect.any(String), note: 'Reajuste combinado.' },
    ]);
    expect((await command(user, 'ApproveCte', { cte_id: outside.id })).body.message).toBe(
      'Este CT-e já está aprovado.',
    );
    expect((await command(user, 'OpenCteDispute', { cte_id: within.id })).body.message).toBe(
      'Este CT-e já está aprovado.',
    );
  });

  it('contests a CT-e: the carrier receives the per-fee differences, the dispute is accepted and the money counts as recovered', async () => {
    const key = nfeKey(201);
    await newOrder(key);
    const cte = await importCte(user, sampleCte(201, key));
    expect(cte.decision).toBe('pending');
    const higher = (cte.comparison.fees as FeeRow[]).filter((row) => row.difference > 0);
    expect(higher.map((row) => row.fee)).toEqual(expect.arrayContaining(['cte:TAXAS', 'cte:TAS']));
    const claimed = Math.round(higher.reduce((sum, row) => sum + row.difference, 0) * 100) / 100;

    expect((await command(other, 'OpenCteDispute', { cte_id: cte.id })).status).toBe(404);
    const opened = await command(user, 'OpenCteDispute', { cte_id: cte.id, note: 'Taxas fora da tabela.' });
    expect(opened.body).toEqual({
      id: cte.id,
      amount: claimed,
      emails: ['auditoria@fantasma.test', 'sac@fantasma.test'],
      message: 'Contestação enviada para a transportadora',
    });
    expect((await command(user, 'OpenCteDispute', { cte_id: cte.id })).body.message).toBe(
      'Este CT-e já foi contestado.',
    );

    // The relay e-mails the carrier once, with each fee charged above the quote.
    expect(await relayDisputeOpened(cte.id)).toEqual(['email-carrier-cte-dispute']);
    expect(await relayDisputeOpened(cte.id)).toEqual([]);
    const mails = smtp.received.filter((mail) => mail.to.includes('auditoria@fantasma.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['auditoria@fantasma.test', 'sac@fantasma.test']);
    const mail = await simpleParser(mails[0].body);
    expect(mail.subject).toMatch(new RegExp(`^Contestação do CT-e ${cte.number} - `));
    expect(mail.text).toContain('TAXAS: cotado R$ 0,00, cobrado R$ 79,64, diferença R$ 79,64');
    expect(mail.text).toContain(
      `Total contestado: R$ ${claimed.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
    );
    expect(mail.text).toContain('Observação: Taxas fora da tabela.');

    const disputed = (await get(user, `/api/ctes/${cte.id}`)).body;
    expect(disputed).toMatchObject({
      decision: 'disputed',
      dispute_status: 'aberta',
      dispute: { status: 'aberta', amount: claimed, emails: ['auditoria@fantasma.test', 'sac@fantasma.test'] },
    });
    expect(disputed.dispute.fees.map((fee: FeeRow) => fee.fee)).toEqual(higher.map((row) => row.fee));
    expect((await command(user, 'ApproveCte', { cte_id: cte.id })).body.message).toMatch(
      /^Este CT-e tem uma contestação aberta/,
    );
    const cards = async () => (await get(user, '/api/dashboard/ctes')).body.recovered;
    expect(await cards()).toMatchObject({ total: 0, count: 0, open_count: 1, open_total: claimed });

    expect((await command(other, 'ResolveCteDispute', { cte_id: cte.id, status: 'aceita' })).status).toBe(404);
    expect((await command(user, 'ResolveCteDispute', { cte_id: cte.id, status: 'talvez' })).status).toBe(400);
    expect(
      (await command(user, 'ResolveCteDispute', { cte_id: cte.id, status: 'aceita', note: 'Desconto na fatura.' })).body
        .message,
    ).toBe('Contestação aceita registrada');
    const accepted = (await get(user, `/api/ctes/${cte.id}`)).body;
    expect(accepted.dispute_status).toBe('aceita');
    expect(
      accepted.history.map((entry: { action: string; note: string | null }) => [entry.action, entry.note]),
    ).toEqual([
      ['contestacao_aberta', 'Taxas fora da tabela.'],
      ['contestacao_aceita', 'Desconto na fatura.'],
    ]);
    expect(await cards()).toMatchObject({ total: claimed, count: 1, open_count: 0, open_total: 0 });
    expect((await get(user, '/api/ctes', { dispute: 'aceita' })).body.data.map((c: { id: string }) => c.id)).toEqual([
      cte.id,
    ]);
    // Company B sees none of it.
    expect((await get(other, `/api/ctes/${cte.id}`)).status).toBe(404);
    expect((await get(other, '/api/ctes', { dispute: 'aceita' })).body.total).toBe(0);
    expect((await get(other, '/api/dashboard/ctes')).body.recovered.total).toBe(0);
  });

  it('a refused dispute stays in the history and the CT-e can then be approved by hand', async () => {
    const key = nfeKey(301);
    await newOrder(key);
    const cte = await importCte(user, sampleCte(301, key));
    expect((await command(user, 'OpenCteDispute', { cte_id: cte.id })).status).toBe(200);
    expect((await command(user, 'ResolveCteDispute', { cte_id: cte.id, status: 'recusada' })).body.message).toBe(
      'Contestação recusada registrada',
    );
    expect((await command(user, 'ResolveCteDispute', { cte_id: cte.id, status: 'aceita' })).body.message).toBe(
      'Este CT-e não tem contestação aberta.',
    );
    expect((await command(user, 'ApproveCte', { cte_id: cte.id })).status).toBe(200);
    const detail = (await get(user, `/api/ctes/${cte.id}`)).body;
    expect(detail).toMatchObject({ decision: 'approved', dispute_status: 'recusada' });
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual([
      'contestacao_aberta',
      'contestacao_recusada',
      'aprovado',
    ]);
    expect((await get(user, '/api/dashboard/ctes')).body.recovered.count).toBe(1);
  });

  it('a CT-e without an order, or of a carrier without e-mails, cannot be contested', async () => {
    const waiting = await importCte(user, sampleCte(401, nfeKey(401)));
    expect((await command(user, 'OpenCteDispute', { cte_id: waiting.id })).body.message).toBe(
      'CT-e sem pedido conciliado: não há cotação para aprovar ou contestar.',
    );
    const key = nfeKey(402);
    await newOrder(key);
    const unknownCarrier = sampleCte(402, key).replace(`<CNPJ>${V4_EMITTER}</CNPJ>`, '<CNPJ>11444777000161</CNPJ>');
    const cte = await importCte(user, unknownCarrier);
    expect((await command(user, 'OpenCteDispute', { cte_id: cte.id })).body.message).toBe(
      'A transportadora deste CT-e não tem e-mails cadastrados: cadastre-os em Transportadoras para contestar.',
    );
  });

  it("maps a component name for the company: 'Reprocessar' and new imports read it; removing it goes back to the default", async () => {
    const key = nfeKey(501);
    await newOrder(key);
    const cte = await importCte(user, sampleCte(501, key));
    const taxes = (detail: { taxes: { fee: string; name: string }[] }) =>
      detail.taxes.find((tax) => tax.name === 'TAXAS')?.fee;
    expect(taxes(cte)).toBe('TAXAS');

    expect((await command(user, 'MapCteComponentName', { name: 'Taxas', fee: 'tdc' })).status).toBe(403);
    expect((await command(admin, 'MapCteComponentName', { name: 'Taxas', fee: 'frete' })).status).toBe(400);
    expect((await command(admin, 'MapCteComponentName', { name: 'Taxas', fee: 'tdc' })).body).toEqual({
      name: 'TAXAS',
      message: 'Componente mapeado com sucesso',
    });
    const settings = (await get(user, '/api/audit/settings')).body;
    expect(settings.components).toContainEqual({ name: 'TAXAS', default_fee: null, fee: 'tdc', overridden: true });
    expect(settings.components).toContainEqual({ name: 'GRIS', default_fee: 'gris', fee: 'gris', overridden: false });
    // Company B's dictionary is untouched, and it cannot remove A's entry.
    const otherSettings = (await get(other, '/api/audit/settings')).body;
    expect(otherSettings.components.find((row: { name: string }) => row.name === 'TAXAS')).toBeUndefined();
    expect((await command(otherAdmin, 'UnmapCteComponentName', { name: 'TAXAS' })).status).toBe(404);

    // Already imported: unchanged until reprocessed.
    expect(taxes((await get(user, `/api/ctes/${cte.id}`)).body)).toBe('TAXAS');
    expect((await command(other, 'ReprocessCtes', { ids: [cte.id] })).body).toMatchObject({ remapped: 0 });
    expect((await command(user, 'ReprocessCtes', { ids: [cte.id] })).body).toMatchObject({
      remapped: 1,
      message: 'CTEs re-processados com sucesso',
    });
    const reprocessed = (await get(user, `/api/ctes/${cte.id}`)).body;
    expect(taxes(reprocessed)).toBe('tdc');
    expect(reprocessed.comparison.fees.find((row: FeeRow) => row.fee === 'tdc')).toMatchObject({
      components: ['TAXAS'],
      cte_value: 79.64,
    });
    // A new import reads the company's name at once.
    expect(taxes(await importCte(user, sampleCte(502, nfeKey(502))))).toBe('tdc');

    expect((await command(admin, 'UnmapCteComponentName', { name: 'taxas' })).body).toEqual({
      message: 'Mapeamento removido com sucesso',
    });
    expect((await command(user, 'ReprocessCtes', { ids: [cte.id] })).body).toMatchObject({ remapped: 1 });
    expect(taxes((await get(user, `/api/ctes/${cte.id}`)).body)).toBe('TAXAS');
  });

  it('a complementary CT-e adds to its original (before or after it), a substitute replaces it; each lists the linked ones', async () => {
    const ids = async (query: object) =>
      (await get(user, '/api/ctes', query)).body.data.map((cte: { id: string }) => cte.id) as string[];
    const key = nfeKey(601);
    await newOrder(key);
    const originalXml = sampleCte(601, key);
    const original = await importCte(user, originalXml);
    const complement = await importCte(user, complementOf(602, keyOf(originalXml)));
    expect(complement.document).toMatchObject({ type: 1, total: 30, refers_to: [keyOf(originalXml)] });
    expect(await ids({ wo: 1 })).not.toContain(complement.id);
    const netted = (await get(user, `/api/ctes/${original.id}`)).body;
    expect(netted.freight_value).toBe(251.19);
    expect(netted.difference).toBeCloseTo(original.difference + 30, 2);
    expect(netted.linked).toEqual([
      { id: complement.id, key: complement.key, number: complement.number, relation: 'complemento', total: 30 },
    ]);
    expect(netted.comparison.fees.find((row: FeeRow) => row.fee === 'gris')).toMatchObject({
      components: ['GRIS', 'GRIS'],
      cte_value: 33.15,
    });
    expect((await get(user, `/api/ctes/${complement.id}`)).body.linked).toMatchObject([
      { id: original.id, relation: 'original' },
    ]);

    // The complement first: it waits, then folds into the original when that arrives.
    const laterKey = nfeKey(603);
    await newOrder(laterKey);
    const laterXml = sampleCte(603, laterKey);
    const early = await importCte(user, complementOf(604, keyOf(laterXml)));
    expect(await ids({ wo: 1 })).toContain(early.id);
    const later = await importCte(user, laterXml);
    expect(await ids({ wo: 1 })).not.toContain(early.id);
    expect(later.freight_value).toBe(251.19);

    // A substitute replaces its original in the list; both show the link.
    const replacedKey = nfeKey(605);
    await newOrder(replacedKey);
    const replacedXml = sampleCte(605, replacedKey);
    const replaced = await importCte(user, replacedXml);
    const substitute = await importCte(user, substituteOf(606, keyOf(replacedXml), replacedKey, 200));
    expect(substitute).toMatchObject({ reconciled: true, freight_value: 200 });
    expect(await ids({ reference: keyOf(replacedXml) })).toEqual([]);
    expect(await ids({ reference: substitute.key })).toEqual([substitute.id]);
    expect(substitute.linked).toEqual([
      { id: replaced.id, key: keyOf(replacedXml), number: replaced.number, relation: 'substituido', total: 221.19 },
    ]);
    expect((await get(user, `/api/ctes/${replaced.id}`)).body.linked).toMatchObject([
      { id: substitute.id, relation: 'substituto' },
    ]);
  });
});
