import { Injectable } from '@nestjs/common';
import type { Policy, Projection } from './projection.js';

/** Modules register their projections and policies here when they start. */
@Injectable()
export class ProjectionRegistry {
  readonly inline: Projection[] = [];
  readonly async: Projection[] = [];
  readonly policies: Policy[] = [];

  registerInline(...projections: Projection[]): void {
    this.inline.push(...projections);
  }

  registerAsync(...projections: Projection[]): void {
    this.async.push(...projections);
  }

  registerPolicy(...policies: Policy[]): void {
    this.policies.push(...policies);
  }

  all(): Projection[] {
    return [...this.inline, ...this.async];
  }

  conflictMessage(constraint: string | undefined): string | undefined {
    if (!constraint) return undefined;
    return this.inline.find((p) => p.conflicts?.[constraint])?.conflicts?.[constraint];
  }
}
