import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { CreateCteFromXmlPayload } from './create-cte-from-xml.payload.js';

export class CreateCteFromXmlCommand extends ActorCommand<
  CreateCteFromXmlPayload,
  { id: string; batch: number; message: string }
> {}
