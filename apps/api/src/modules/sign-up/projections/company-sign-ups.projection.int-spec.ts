import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { type CompanySignedUp, SignUpEvents } from '../events/sign-up-events.js';
import { CompanySignUpsProjection } from './company-sign-ups.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new CompanySignUpsProjection();

describe('company-sign-ups projection', () => {
  it("writes the wizard's answers of a company", async () => {
    const id = randomUUID();
    const signedUp: CompanySignedUp = {
      company_id: id,
      name: 'Loja Nova',
      legal_name: 'Loja Nova Ltda',
      // A CNPJ signs up once (unique index): fourteen digits taken from the id.
      federal_tax_id: id.replace(/\D/g, '').padEnd(14, '0').slice(0, 14),
      state_tax_id: '123456789',
      users: [{ user_id: randomUUID(), name: 'Ana', email: `ana-${id}@loja.com.br`, role: 'admin' }],
      distribution_center_id: randomUUID(),
      integrations: { erp: 'Bling', marketplace: ['Mercado Livre'], ecommerce: null, integrator: null },
      expenses: { monthly_expense_with_shipping: 1000, monthly_shipping: 'até 100' },
    };
    await project(db(), projection, { id, type: 'company-sign-up' }, [
      { type: SignUpEvents.CompanySignedUp, data: signedUp },
    ]);
    const { company_id: _, distribution_center_id: __, ...answers } = signedUp;
    expect(
      await runSql(
        db(),
        sql`SELECT name, legal_name, federal_tax_id, state_tax_id, users, integrations, expenses
           FROM company_sign_ups WHERE company_id = ${id}`,
      ),
    ).toEqual([answers]);
  });
});
