import type { SignUpRole } from '../commands/register-company/register-company.payload.js';
import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of the sign-up context (stable; payload shapes versioned). */
export const SignUpEvents = {
  CompanySignedUp: 'company-sign-up.submitted',
} as const;

/** The wizard's answers, beside the company, users and CD the same command created. */
export interface CompanySignedUp {
  company_id: string;
  name: string;
  legal_name: string;
  federal_tax_id: string;
  state_tax_id: string;
  users: { user_id: string; name: string; email: string; role: SignUpRole }[];
  distribution_center_id: string;
  integrations: { erp: string | null; marketplace: string[]; ecommerce: string | null; integrator: string | null };
  expenses: { monthly_expense_with_shipping: number; monthly_shipping: string };
}

export type CompanySignUpEvent = DomainEvent<typeof SignUpEvents.CompanySignedUp, CompanySignedUp>;
