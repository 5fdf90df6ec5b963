import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { CarrierRegistration } from '../../domain/carrier-registration.aggregate.js';
import { RegisterCarrierBranchCommand } from './register-carrier-branch.command.js';

/** Records the registration as pending; the carrier only joins the catalog when the staff approve it. */
@CommandHandler(RegisterCarrierBranchCommand)
export class RegisterCarrierBranchHandler implements ICommandHandler<RegisterCarrierBranchCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, correlationId }: RegisterCarrierBranchCommand): Promise<{ id: string }> {
    const registration = new CarrierRegistration(randomUUID());
    const { address, tms } = payload.property;
    registration.submit({
      name: payload.name.trim(),
      canonical_name: payload.canonical_name,
      state_tax_id: payload.state_tax_id.toUpperCase(),
      federal_tax_id: payload.federal_tax_id,
      phone: payload.phone,
      cubage: payload.cubage,
      tms,
      address: {
        zip: address.zip,
        street1: address.street1.trim(),
        number: address.number.trim(),
        street2: address.street2?.trim() || null,
        neighborhood: address.neighborhood.trim(),
        city: address.city.trim(),
        state: address.state,
      },
    });
    await this.repository.save(registration, { companyId: null, userId: null, correlationId });
    return { id: registration.id };
  }
}
