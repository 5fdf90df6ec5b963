import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { CarrierPickupEmails } from '../../domain/carrier-pickup-emails.aggregate.js';
import { Carrier } from '../../domain/carrier.aggregate.js';
import { AddCarrierEmailCommand } from './add-carrier-email.command.js';

/** Replaces the company's pickup-request e-mails for a carrier it can see (shared or its own). */
@CommandHandler(AddCarrierEmailCommand)
export class AddCarrierEmailHandler implements ICommandHandler<AddCarrierEmailCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: AddCarrierEmailCommand): Promise<{ id: string }> {
    const { aggregate: carrier } = await this.repository.load(new Carrier(payload.carrier_id));
    carrier.assertVisibleTo(actor.companyId);
    const { aggregate: list } = await this.repository.load(CarrierPickupEmails.of(actor.companyId, carrier.id));
    list.replace(actor.companyId, carrier.id, payload.emails);
    await this.repository.save(list, context);
    return { id: carrier.id };
  }
}
