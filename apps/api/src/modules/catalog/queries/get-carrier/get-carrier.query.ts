import { CompanyRecordQuery } from '../../../../platform/queries/company-queries.js';
import type { CarrierDto } from '../catalog.dto.js';

export class GetCarrierQuery extends CompanyRecordQuery<CarrierDto> {}
