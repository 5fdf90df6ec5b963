import { Command } from '@nestjs/cqrs';

/** A recipient's rating through the public link: no session, the link's token names the order. */
export class RateDeliveryCommand extends Command<{ message: string }> {
  constructor(
    readonly token: string,
    readonly review: { rate: number; message: string | null },
    readonly correlationId: string,
  ) {
    super();
  }
}
