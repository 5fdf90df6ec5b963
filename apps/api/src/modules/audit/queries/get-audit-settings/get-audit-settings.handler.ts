import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuditEnabled } from '../audit-enabled.js';
import { AuditSettingsReader } from '../audit-settings-reader.js';
import { DEFAULT_FEE_DICTIONARY } from '../../domain/cte/cte-fee-types.js';
import type { AuditSettingsDto, ComponentNameDto } from '../ctes.dto.js';
import { GetAuditSettingsQuery } from './get-audit-settings.query.js';

/** GET audit/settings: the company's tolerance and its component dictionary (the default one with its own names over it). */
@QueryHandler(GetAuditSettingsQuery)
export class GetAuditSettingsHandler implements IQueryHandler<GetAuditSettingsQuery> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly settings: AuditSettingsReader,
  ) {}

  async execute({ actor }: GetAuditSettingsQuery): Promise<AuditSettingsDto> {
    await this.audit.assert(actor.companyId);
    const { tolerance, dictionary } = await this.settings.of(actor.companyId);
    const names = [...new Set([...Object.keys(DEFAULT_FEE_DICTIONARY), ...Object.keys(dictionary)])].sort();
    const components = names.map((name): ComponentNameDto => ({
      name,
      default_fee: DEFAULT_FEE_DICTIONARY[name] ?? null,
      fee: Object.hasOwn(dictionary, name) ? (dictionary[name] ?? null) : (DEFAULT_FEE_DICTIONARY[name] ?? null),
      overridden: Object.hasOwn(dictionary, name),
    }));
    return { tolerance, components };
  }
}
