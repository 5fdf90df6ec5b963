import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type CompanySignedUp, type CompanySignUpEvent, SignUpEvents } from '../events/sign-up-events.js';

/** One company's self-service sign-up (stream id = the company's id): submitted once. */
export class CompanySignUp extends Aggregate<CompanySignUpEvent> {
  readonly streamType = 'company-sign-up';
  submitted = false;

  submit(answers: Omit<CompanySignedUp, 'company_id'>): void {
    if (this.submitted) throw new DomainError('conflict', 'Cadastro já realizado.');
    this.raise(SignUpEvents.CompanySignedUp, { company_id: this.id, ...answers } satisfies CompanySignedUp);
  }

  protected evolve(): void {
    this.submitted = true;
  }
}
