import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Conflict } from '../../../../platform/errors/domain-errors.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { carrierCodeHolders } from '../../../catalog/index.js';
import { CarrierRegistration } from '../../domain/carrier-registration.aggregate.js';
import { RegisterCarrierBranchCommand } from './register-carrier-branch.command.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/**
 * Records the registration as pending; the carrier only joins the catalog when the staff approve it.
 * A code any carrier or pending registration holds is refused, and so is a CNPJ of the shared
 * catalog or of a pending registration (approval still meets the carriers' unique code).
 */
@CommandHandler(RegisterCarrierBranchCommand)
export class RegisterCarrierBranchHandler implements ICommandHandler<RegisterCarrierBranchCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async execute({ payload, correlationId }: RegisterCarrierBranchCommand): Promise<{ id: string }> {
    await this.assertNew(payload.canonical_name, payload.federal_tax_id);
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

  private async assertNew(canonicalName: string, federalTaxId: string): Promise<void> {
    const [catalog, [pending]] = await Promise.all([
      carrierCodeHolders(this.db, canonicalName, federalTaxId),
      runSql(
        this.db,
        sql`SELECT bool_or(canonical_name = ${canonicalName}) AS code, bool_or(federal_tax_id = ${federalTaxId}) AS cnpj
              FROM carrier_registrations
             WHERE status = 'pending' AND (canonical_name = ${canonicalName} OR federal_tax_id = ${federalTaxId})`,
      ),
    ]);
    const taken = { code: catalog.code || pending.code, cnpj: catalog.cnpj || pending.cnpj };
    if (taken.code) throw new Conflict('Já existe uma transportadora com este código.');
    if (taken.cnpj) throw new Conflict('Já existe uma transportadora com este CNPJ.');
  }
}
