import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { CarrierEmailsDto } from '../catalog.dto.js';

export class GetCarrierEmailsQuery extends CompanyRecordQuery<CarrierEmailsDto> {}
