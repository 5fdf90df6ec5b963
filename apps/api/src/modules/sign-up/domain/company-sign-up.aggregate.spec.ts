import { describe, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { type CompanySignedUp, SignUpEvents } from '../events/sign-up-events.js';
import { CompanySignUp } from './company-sign-up.aggregate.js';

const answers: Omit<CompanySignedUp, 'company_id'> = {
  name: 'Loja Nova',
  legal_name: 'Loja Nova Ltda',
  federal_tax_id: '11222333000181',
  state_tax_id: '123456789',
  users: [],
  distribution_center_id: 'dc-1',
  integrations: { erp: null, marketplace: [], ecommerce: null, integrator: null },
  expenses: { monthly_expense_with_shipping: 1000, monthly_shipping: 'até 100' },
};
const signedUp = { type: SignUpEvents.CompanySignedUp, data: { company_id: 'company-a', ...answers } };

describe('CompanySignUp.submit', () => {
  it('records the answers once; a second submission is refused', () => {
    given(new CompanySignUp('company-a'))
      .when((s) => s.submit(answers))
      .thenRaises(signedUp);
    given(new CompanySignUp('company-a'), signedUp)
      .when((s) => s.submit(answers))
      .thenRefuses('conflict', 'Cadastro já realizado.');
  });
});
