import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { canonicalNameOf } from '../../domain/canonical-name.js';
import { Carrier } from '../../domain/carrier.aggregate.js';
import { carrierData } from '../shared/carrier-data.js';
import { RegisterCarrierCommand } from './register-carrier.command.js';

/**
 * A carrier of the company's own. Its code comes from the name; a code already taken (by the
 * shared catalog or any company) is refused by the read model's unique index.
 */
@CommandHandler(RegisterCarrierCommand)
export class RegisterCarrierHandler implements ICommandHandler<RegisterCarrierCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: RegisterCarrierCommand): Promise<{ id: string }> {
    const data = carrierData(payload);
    const carrier = new Carrier(randomUUID());
    carrier.register({ ...data, company_id: actor.companyId, canonical_name: canonicalNameOf(data.name), image: null });
    await this.repository.save(carrier, context);
    return { id: carrier.id };
  }
}
