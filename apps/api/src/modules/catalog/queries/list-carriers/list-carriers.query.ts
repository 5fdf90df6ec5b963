import { CompanyPageQuery } from '../../../../platform/queries/company-queries.js';
import type { CarrierListDto } from '../catalog.dto.js';

export class ListCarriersQuery extends CompanyPageQuery<CarrierListDto> {}
