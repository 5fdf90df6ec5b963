import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { systemContext } from '../../../../platform/commands/system-actor.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { ExceptionWatch } from '../../domain/exception-watch.aggregate.js';
import { DetectExceptionsCommand } from './detect-exceptions.command.js';

/** Each finding is an `exception.detected` on the order's watch stream, all saved in one batch. */
@CommandHandler(DetectExceptionsCommand)
export class DetectExceptionsHandler implements ICommandHandler<DetectExceptionsCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ detections, at }: DetectExceptionsCommand): Promise<void> {
    const watches = await Promise.all(
      detections.map(async ({ orderId, companyId, kind, detail }) => {
        const { aggregate } = await this.repository.load(new ExceptionWatch(orderId, companyId));
        aggregate.detect({ kind, detail, at });
        return aggregate;
      }),
    );
    await this.repository.saveBatch(watches, systemContext(null));
  }
}
