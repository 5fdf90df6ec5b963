import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { FreightTableDto } from '../pricing.dto.js';

export class GetFreightTableQuery extends CompanyRecordQuery<FreightTableDto> {}
