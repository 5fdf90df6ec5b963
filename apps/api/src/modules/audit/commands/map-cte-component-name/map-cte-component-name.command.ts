import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { MapCteComponentNamePayload } from './map-cte-component-name.payload.js';

export class MapCteComponentNameCommand extends ActorCommand<
  MapCteComponentNamePayload,
  { name: string; message: string }
> {}
