import type { OpenAPIObject } from '@nestjs/swagger';
import type { RegisteredAction } from '../commands/action-registry.js';

type Schema = Record<string, unknown>;

/**
 * POST /command's body as a `oneOf` discriminated by `action`: one member per registered action with
 * its payload class, so the generated client refuses a payload the API would refuse. Built from the
 * ActionRegistry, so a new action cannot be left out of the document.
 */
export function typeCommandBody(
  document: OpenAPIObject,
  definitions: Pick<RegisteredAction, 'action' | 'payload'>[],
): void {
  const schemas = (document.components ??= {}).schemas ?? {};
  const payloadOwner = new Map<string, RegisteredAction['payload']>();
  const mapping: Record<string, string> = {};
  for (const { action, payload } of definitions) {
    // Swagger names a schema after its class: two payload classes of one name would share a schema.
    const owner = payloadOwner.get(payload.name);
    if (owner && owner !== payload) throw new Error(`Duas classes de payload chamadas ${payload.name}: renomeie uma.`);
    payloadOwner.set(payload.name, payload);
    if (!schemas[payload.name]) throw new Error(`O payload ${payload.name} (${action}) não está no documento OpenAPI.`);
    const name = `${action}Command`;
    schemas[name] = {
      type: 'object',
      required: ['action', 'payload'],
      properties: {
        action: { type: 'string', enum: [action] },
        payload: { $ref: `#/components/schemas/${payload.name}` },
      },
    } satisfies Schema;
    mapping[action] = `#/components/schemas/${name}`;
  }
  delete schemas.CommandRequestDto;
  const body = document.paths['/command']?.post?.requestBody;
  if (!body || !('content' in body)) throw new Error('POST /command não está no documento OpenAPI.');
  body.content['application/json'] = {
    schema: {
      oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
      discriminator: { propertyName: 'action', mapping },
    },
  };
}
