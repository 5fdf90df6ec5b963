import { Query } from '@nestjs/cqrs';
import type { RegionListDto } from '../geo.dto.js';

export class ListRegionsQuery extends Query<RegionListDto> {}
