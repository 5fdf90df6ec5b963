import { Command } from '@nestjs/cqrs';
import type { RegisterCompanyPayload } from './register-company.payload.js';

/** A public command: nobody is signed in yet, `correlationId` traces the request. */
export class RegisterCompanyCommand extends Command<void> {
  constructor(
    readonly payload: RegisterCompanyPayload,
    readonly correlationId: string,
  ) {
    super();
  }
}
