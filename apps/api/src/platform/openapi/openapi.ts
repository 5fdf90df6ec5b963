import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

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

export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Despacho API')
    .setDescription('API do Despacho: comandos em POST /command, consultas por recurso. Autenticação pelo cabeçalho X-Token.')
    .setVersion('1.0')
    .addServer('/api')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Token' }, 'token')
    .addSecurityRequirements('token')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    ignoreGlobalPrefix: true,
    operationIdFactory: (_controller, method) => method,
  });
  return sorted(document) as OpenAPIObject;
}
