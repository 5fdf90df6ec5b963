import { DomainError, type ExceptionResolution } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type ExceptionCaseEvent, ExceptionEvents } from '../events/exception-events.js';

export const ALREADY_RESOLVED = 'Esta exceção já foi resolvida.';

/** What people did with one exception (the aggregate id is the exception's): assignments and its resolution. */
export class ExceptionCase extends Aggregate<ExceptionCaseEvent> {
  readonly streamType = 'exception';
  private resolved = false;
  private assignee: string | null = null;

  constructor(
    id: string,
    private readonly companyId: string,
  ) {
    super(id);
  }

  /** Answers whether anything changed (the same assignee again records nothing). */
  assign(userId: string | null, at: string): boolean {
    if (this.resolved) throw new DomainError('conflict', ALREADY_RESOLVED);
    if (userId === this.assignee) return false;
    this.raise(ExceptionEvents.ExceptionAssigned, {
      company_id: this.companyId,
      exception_id: this.id,
      user_id: userId,
      at,
    });
    return true;
  }

  resolve(resolution: ExceptionResolution, note: string | null, userId: string, at: string): void {
    if (this.resolved) throw new DomainError('conflict', ALREADY_RESOLVED);
    this.raise(ExceptionEvents.ExceptionResolved, {
      company_id: this.companyId,
      exception_id: this.id,
      resolution,
      note,
      user_id: userId,
      at,
    });
  }

  protected evolve(event: ExceptionCaseEvent): void {
    switch (event.type) {
      case ExceptionEvents.ExceptionAssigned:
        this.assignee = event.data.user_id;
        break;
      case ExceptionEvents.ExceptionResolved:
        this.resolved = true;
        break;
    }
  }
}
