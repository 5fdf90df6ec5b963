import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { TestCarrierConnectionPayload } from './test-carrier-connection.payload.js';

export class TestCarrierConnectionCommand extends ActorCommand<TestCarrierConnectionPayload, { message: string }> {}
