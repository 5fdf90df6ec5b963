import { randomUUID } from 'node:crypto';
import { parseBrazilianNumber } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { companyDistributionCentersOf, visibleCarriersOf } from '../../../catalog/index.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { FreightTableAggregate } from '../../domain/freight-table.aggregate.js';
import { parseFreightTableCsv } from '../../domain/freight-table-csv.js';
import type { Modal } from '../../events/pricing-events.js';
import {
  type FreightTableUpload,
  type ImportedTable,
  ImportFreightTableCommand,
  MODALS,
} from './import-freight-table.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_CUBAGE = 300;

function number(raw: string, fallback: number): number {
  return raw.trim() === '' ? fallback : parseBrazilianNumber(raw);
}

/** The header fields, checked in the spec's order: file, carrier, region, cubage factor. */
function header(upload: FreightTableUpload) {
  if (!upload.content) throw new InvalidInput('Selecione um arquivo para enviar');
  if (!UUID.test(upload.carrier)) throw new InvalidInput('Selecione a transportadora');
  const region = upload.region.trim();
  if (!region) throw new InvalidInput('Selecione a região');
  if (region.length > 100) throw new InvalidInput('A região deve ter no máximo 100 caracteres.');
  const cubage = number(upload.cubage, DEFAULT_CUBAGE);
  if (!(cubage > 0 && cubage <= 10000)) throw new InvalidInput('Digite o fator de cubagem');
  const modal = (upload.tipo.trim() || 'rodo') as Modal;
  if (!MODALS.includes(modal)) throw new InvalidInput('Modal inválido: use rodo ou aereo.');
  const readjustment = number(upload.readjustment, 0);
  if (!(readjustment >= 0 && readjustment <= 1000))
    throw new InvalidInput('Reajuste inválido: informe um percentual de 0 a 1000.');
  if (upload.cd && !UUID.test(upload.cd)) throw new InvalidInput('CD de origem não encontrado.');
  return {
    content: upload.content,
    region,
    cubage,
    modal,
    readjustment,
    applyIcms: upload.applyIcms.trim() !== 'false',
  };
}

/** Registers a version-3 table, inactive: the merchant switches it on from the list. */
@CommandHandler(ImportFreightTableCommand)
export class ImportFreightTableHandler implements ICommandHandler<ImportFreightTableCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly db: DataSource,
  ) {}

  async execute({ payload, actor, context }: ImportFreightTableCommand): Promise<ImportedTable> {
    const fields = header(payload);
    const [carrier] = await visibleCarriersOf(this.db, actor.companyId, [payload.carrier]);
    if (!carrier) throw new InvalidInput('Selecione a transportadora');
    if (payload.cd) {
      const [center] = await companyDistributionCentersOf(this.db, actor.companyId, [payload.cd]);
      if (!center) throw new InvalidInput('CD de origem não encontrado.');
    }
    const routes = parseFreightTableCsv(fields.content);
    const table = new FreightTableAggregate(randomUUID());
    table.import({
      company_id: actor.companyId,
      carrier_id: carrier.id,
      name: (payload.fileName?.replace(/\.csv$/i, '') || `${carrier.name} ${fields.region}`).slice(0, 120),
      origin: fields.region,
      modal: fields.modal,
      distribution_center_ids: payload.cd ? [payload.cd] : [],
      cubage: fields.cubage,
      apply_icms: fields.applyIcms,
      readjustment_percent: fields.readjustment,
      version: 3,
      routes,
    });
    await this.repository.save(table, context);
    return { id: table.id, routes: routes.length };
  }
}
