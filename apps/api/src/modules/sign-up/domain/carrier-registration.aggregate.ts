import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type CarrierFreightFilesSent,
  type CarrierRegistrationEvent,
  CarrierRegistrationEvents,
  type CarrierRegistrationSubmitted,
} from '../events/carrier-registration-events.js';

export type CarrierRegistrationStatus = 'pending' | 'approved' | 'refused';

/** A carrier branch that registered itself: pending until the provider's staff approve or refuse it. */
export class CarrierRegistration extends Aggregate<CarrierRegistrationEvent> {
  readonly streamType = 'carrier-registration';
  status: CarrierRegistrationStatus | null = null;
  data: CarrierRegistrationSubmitted | null = null;
  /** The stored files of the latest send (a new send replaces them). */
  files: string[] = [];

  submit(data: Omit<CarrierRegistrationSubmitted, 'registration_id'>): void {
    if (this.status) throw new DomainError('conflict', 'Cadastro já realizado.');
    this.raise(CarrierRegistrationEvents.Submitted, {
      registration_id: this.id,
      ...data,
    } satisfies CarrierRegistrationSubmitted);
  }

  /** Files may be sent (again) while the registration waits for the staff. */
  sendFreightFiles(files: CarrierFreightFilesSent): void {
    this.assertPending();
    this.raise(CarrierRegistrationEvents.FreightFilesSent, files);
  }

  approve(carrierId: string): void {
    this.assertPending();
    this.raise(CarrierRegistrationEvents.Approved, { carrier_id: carrierId });
  }

  refuse(reason: string): void {
    this.assertPending();
    this.raise(CarrierRegistrationEvents.Refused, { reason });
  }

  private assertPending(): void {
    if (!this.status) throw new DomainError('not-found', 'Cadastro de transportadora não encontrado.');
    if (this.status !== 'pending')
      throw new DomainError(
        'conflict',
        this.status === 'approved' ? 'Este cadastro já foi aprovado.' : 'Este cadastro foi recusado.',
      );
  }

  protected evolve({ type, data }: CarrierRegistrationEvent): void {
    switch (type) {
      case CarrierRegistrationEvents.Submitted:
        this.status = 'pending';
        this.data = data;
        return;
      case CarrierRegistrationEvents.FreightFilesSent:
        this.files = data.files.map((file) => file.path);
        return;
      case CarrierRegistrationEvents.Approved:
        this.status = 'approved';
        return;
      case CarrierRegistrationEvents.Refused:
        this.status = 'refused';
        return;
    }
  }
}
