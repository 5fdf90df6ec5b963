import { Query } from '@nestjs/cqrs';
import type { CarrierRegistrationListDto, CarrierRegistrationListParams } from '../carrier-registration.dto.js';

/** Super admins only (checked at the endpoint). */
export class ListCarrierRegistrationsQuery extends Query<CarrierRegistrationListDto> {
  constructor(readonly params: CarrierRegistrationListParams) {
    super();
  }
}
