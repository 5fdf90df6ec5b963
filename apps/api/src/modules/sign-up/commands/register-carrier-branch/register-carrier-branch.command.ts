import { Command } from '@nestjs/cqrs';
import type { RegisterCarrierBranchPayload } from './register-carrier-branch.payload.js';

/** Public: the carrier has no account; `correlationId` traces the request. */
export class RegisterCarrierBranchCommand extends Command<{ id: string }> {
  constructor(
    readonly payload: RegisterCarrierBranchPayload,
    readonly correlationId: string,
  ) {
    super();
  }
}
