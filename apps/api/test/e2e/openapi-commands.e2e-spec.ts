import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRegistry } from '../../src/platform/commands/action-registry.js';
import { PublicActionRegistry } from '../../src/platform/commands/public-action-registry.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Schema = { $ref?: string; enum?: unknown[]; properties?: Record<string, Schema>; required?: string[] };

/** POST /command in the served OpenAPI document: one typed member per registered action. */
describe('OpenAPI: POST /command', () => {
  let t: TestApp;
  let document: { paths: Record<string, any>; components: { schemas: Record<string, Schema> } };

  beforeAll(async () => {
    t = await startTestApp();
    document = (await t.http().get('/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  const schemaOf = (ref: string) => document.components.schemas[ref.replace('#/components/schemas/', '')];

  it('describes the body as a oneOf discriminated by action, one member per registered action, public ones too', () => {
    const body = document.paths['/command'].post.requestBody.content['application/json'].schema;
    const actions = t.app
      .get(ActionRegistry)
      .definitions()
      .map((definition) => definition.action);
    expect(actions.length).toBeGreaterThan(40);
    const publicOnly = t.app
      .get(PublicActionRegistry)
      .definitions()
      .map((definition) => definition.action)
      .filter((action) => !actions.includes(action));
    expect(publicOnly).toEqual(['ChangePassword', 'ResetPassword']);
    expect(Object.keys(body.discriminator.mapping).sort()).toEqual([...actions, ...publicOnly].sort());
    expect(body.discriminator.propertyName).toBe('action');
    for (const { $ref } of body.oneOf as Schema[]) {
      const member = schemaOf($ref!);
      expect(member.required).toEqual(['action', 'payload']);
      expect(member.properties!.action.enum).toHaveLength(1);
      // Each payload is a described class, not a free-form object.
      const payload = schemaOf(member.properties!.payload.$ref!);
      expect(
        payload.properties,
        `${String(member.properties!.action.enum![0])}: payload sem propriedades`,
      ).toBeDefined();
    }
  });

  it('lets a nullable enum take null, as the payloads accept it', () => {
    expect(schemaOf('RegisterTrackingPayload').properties!.alert_type.enum).toContain(null);
  });
});
