import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Carrier } from '../../../catalog/index.js';
import { CarrierRegistration } from '../../domain/carrier-registration.aggregate.js';
import { ApproveCarrierRegistrationCommand } from './approve-carrier-registration.command.js';

/**
 * The carrier joins the shared catalog (no company: every company may use it) under the code it
 * chose; a code already taken is refused by the carriers read model's unique index.
 */
@CommandHandler(ApproveCarrierRegistrationCommand)
export class ApproveCarrierRegistrationHandler implements ICommandHandler<ApproveCarrierRegistrationCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ registrationId, context }: ApproveCarrierRegistrationCommand): Promise<{ carrier_id: string }> {
    const { aggregate: registration } = await this.repository.load(new CarrierRegistration(registrationId));
    const carrier = new Carrier(randomUUID());
    registration.approve(carrier.id);
    const data = registration.data!;
    carrier.register({
      company_id: null,
      name: data.name,
      canonical_name: data.canonical_name,
      federal_tax_id: data.federal_tax_id,
      state_tax_id: data.state_tax_id,
      image: null,
      city: data.address.city,
      state: data.address.state,
      phone: data.phone,
    });
    await this.repository.saveAll([registration, carrier], context);
    return { carrier_id: carrier.id };
  }
}
