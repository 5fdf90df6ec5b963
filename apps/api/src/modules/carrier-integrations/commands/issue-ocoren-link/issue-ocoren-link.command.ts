import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { IssuedOcorenLink } from '../../queries/ocoren-links/ocoren-links.js';
import type { IssueOcorenLinkPayload } from './issue-ocoren-link.payload.js';

export class IssueOcorenLinkCommand extends ActorCommand<
  IssueOcorenLinkPayload,
  IssuedOcorenLink & { message: string }
> {}
