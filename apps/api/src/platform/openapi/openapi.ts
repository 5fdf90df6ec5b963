import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ActionRegistry } from '../commands/action-registry.js';
import { PublicActionRegistry } from '../commands/public-action-registry.js';
import { typeCommandBody } from './typed-command-body.js';

/** Keys sorted so the committed document and the client generated from it diff cleanly. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * OpenAPI 3.0 lets a nullable enum take null only when null is one of its values: without it the
 * generated client refuses the null our payloads accept (e.g. alert_type, channel_id).
 */
function withNullInNullableEnums(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(withNullInNullableEnums);
  if (!value || typeof value !== 'object') return;
  const schema = value as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  Object.values(schema).forEach(withNullInNullableEnums);
}

export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Despacho API')
    .setDescription(
      'API do Despacho: comandos em POST /command, consultas por recurso. Autenticação pelo cabeçalho X-Token.',
    )
    .setVersion('1.0')
    .addServer('/api')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Token' }, 'token')
    .addSecurityRequirements('token')
    .build();
  // POST /command's body: the session's actions, and the public ones no session action shares a name with.
  const actions = app.get(ActionRegistry);
  const definitions = [
    ...actions.definitions(),
    ...app
      .get(PublicActionRegistry)
      .definitions()
      .filter(({ action }) => !actions.find(action)),
  ];
  const document = SwaggerModule.createDocument(app, config, {
    ignoreGlobalPrefix: true,
    operationIdFactory: (_controller, method) => method,
    extraModels: definitions.map((definition) => definition.payload),
  });
  typeCommandBody(document, definitions);
  withNullInNullableEnums(document);
  return sorted(document) as OpenAPIObject;
}
