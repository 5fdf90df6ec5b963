import { randomUUID } from 'node:crypto';
import type { Actor } from '../auth/actor.js';
import type { CommandContext } from '../event-store/stored-event.js';

/**
 * Who a write acts as when no signed-in user started it (a job, a webhook, a policy, a carrier poll):
 * the company itself, named by what started it, with every permission. `id` stands for the user when
 * something has one (a channel integration's id, as its imported orders record).
 */
export function systemActor(companyId: string, reason: string, id: string = companyId): Actor {
  return { userId: id, companyId, name: reason, email: '', isAdmin: true, isSuperAdmin: false, permissions: null };
}

/** The context of such a write: no user, a fresh correlation id unless the job has its own. */
export function systemContext(companyId: string | null, correlationId: string = randomUUID()): CommandContext {
  return { companyId, userId: null, correlationId };
}
