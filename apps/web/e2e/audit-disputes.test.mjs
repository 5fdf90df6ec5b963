import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newPage, screenshot } from './browser.mjs';
import { mailsWritten } from './mails.mjs';

/** The demo carriers Loja Demo registered e-mails for (demo catalog). */
const CARRIERS_WITH_EMAILS = /jadlog|rodonaves|braspress|correios|total/i;

describe('freight audit disputes, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it("shows money recovered, contests a CT-e waiting for a decision, and the carrier's e-mail is sent", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/audit');
    await page.getByRole('heading', { name: 'Auditoria de Frete' }).waitFor();
    // The demo has one dispute the carrier accepted: the card shows it.
    await page.getByText(/[1-9]\d* aceitas · [1-9]\d* abertas/).waitFor();

    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Aguardando decisão' }).click();
    await page.getByRole('button', { name: 'FILTRAR' }).click();
    const row = page
      .getByRole('row', { name: /^CT-e \d+$/ })
      .filter({ hasText: CARRIERS_WITH_EMAILS })
      .filter({ hasText: 'Aguardando decisão' })
      .first();
    await row.waitFor();
    const number = (await row.getAttribute('aria-label')).replace('CT-e ', '');
    await row.click();

    const drawer = page.getByRole('dialog', { name: 'Comparação com a cotação' });
    await drawer.getByText('Aguardando decisão').waitFor();
    await drawer.getByRole('button', { name: 'Contestar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Contestar CT-e' });
    await confirm.getByText('Total contestado:', { exact: false }).waitFor();
    await confirm.getByLabel('Observação').fill('Cobrança acima da tabela negociada.');
    await screenshot(page, 'audit-dispute-confirm');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Contestação enviada para a transportadora').waitFor();
    await drawer.getByText('Contestação aberta', { exact: false }).first().waitFor();
    await drawer.getByText('Cobrança acima da tabela negociada.', { exact: false }).waitFor();
    await screenshot(page, 'audit-dispute-open');

    // The event relay e-mails the carrier the per-fee differences (the body is quoted-printable: accents encoded).
    let mail;
    await assertEventually(() => {
      mail = mailsWritten().find((text) => text.includes(`contesta o CT-e ${number} (chave`));
      return mail !== undefined;
    }, 20_000);
    assert.match(mail, /^To: .*@.*\.test$/m);
    assert.match(mail, /^- .+: cotado -?R\$ [\d.,]+, cobrado R\$ [\d.,]+, diferen/m);
    assert.match(mail, /Total contestado: R\$ [\d.,]+/);
  });
});
