import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { ChangeTrackingBrandingPayload } from './change-tracking-branding.payload.js';

export class ChangeTrackingBrandingCommand extends ActorCommand<ChangeTrackingBrandingPayload, { id: string }> {}
