import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** E-mails unique to this run: the test database outlives a run when tests are re-run by hand. */
const run = randomUUID().slice(0, 8);
const mail = (local: string) => `${local}-${run}@teste.test`;

describe('users (NewUser, UpdateUserInfo, DeleteUser, GET users)', () => {
  let test: TestApp;
  let companyA: string;
  let companyB: string;
  let adminA: string;
  let adminB: string;
  let plainUserA: string;

  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });

  beforeAll(async () => {
    test = await startTestApp();
    companyA = await givenCompany(test);
    companyB = await givenCompany(test);
    adminA = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    adminB = await tokenFor(test, await givenUser(test, companyB, { isAdmin: true }));
    plainUserA = await tokenFor(test, await givenUser(test, companyA, { permissions: ['dashboard', 'orders'] }));
  });
  afterAll(() => test.close());

  it('invites a user with the default permissions, lists and shows them to their company', async () => {
    const created = await command(adminA, 'NewUser', {
      name: 'Maria Silva',
      email: mail('Maria.Silva').toUpperCase(),
      password: 'segredo-123',
    });
    expect(created.status).toBe(200);
    const list = await test.http().get('/api/users').set('X-Token', adminA);
    expect(list.status).toBe(200);
    const maria = list.body.data.find((u: { id: string }) => u.id === created.body.id);
    expect(maria).toMatchObject({
      name: 'Maria Silva',
      email: mail('maria.silva'),
      is_admin: false,
      permissions: ['dashboard', 'orders', 'pickups', 'quotation', 'settings'],
      confirmed_at: null,
    });
    expect(maria.created_by_name).toMatch(/^Usuário /);
    expect(maria).not.toHaveProperty('password_hash');
    expect(list.body.total).toBe(list.body.data.length);
    const one = await test.http().get(`/api/users/${created.body.id}`).set('Authorization', `Bearer ${adminA}`);
    expect(one.body.email).toBe(mail('maria.silva'));
  });

  it("keeps the provider's super admins off the company's users (settings.md §1), as edit and delete refuse them", async () => {
    const staff = await givenUser(test, companyA, { isSuperAdmin: true });
    const list = await test.http().get('/api/users?limit=100').set('X-Token', adminA);
    expect(list.body.data.map((u: { id: string }) => u.id)).not.toContain(staff.id);
    expect(list.body.total).toBe(list.body.data.length);
    const one = await test.http().get(`/api/users/${staff.id}`).set('X-Token', adminA);
    expect([one.status, one.body.message]).toEqual([404, 'Usuário não encontrado.']);
  });

  it('answers the spec messages for bad input and stores nothing', async () => {
    const before = await test.http().get('/api/users').set('X-Token', adminA);
    const bad = await command(adminA, 'NewUser', { name: '', email: 'nao-e-email', password: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Digite o nome');
    expect(bad.body.message).toContain('Deve ser um e-mail válido');
    expect(bad.body.message).toContain('Senha obrigatória');
    const long = await command(adminA, 'NewUser', {
      name: 'x'.repeat(256),
      email: mail('a'),
      password: 'p'.repeat(51),
    });
    expect(long.body.message).toContain('no máximo 255');
    expect(long.body.message).toContain('no máximo 50');
    const after = await test.http().get('/api/users').set('X-Token', adminA);
    expect(after.body.total).toBe(before.body.total);
  });

  it('takes a password of any length up to 50 (settings.md §5 states no minimum)', async () => {
    const short = await command(adminA, 'NewUser', { name: 'Curta', email: mail('curta'), password: 'abc' });
    expect(short.status).toBe(200);
    const longest = await command(adminA, 'NewUser', { name: 'Longa', email: mail('longa'), password: 'p'.repeat(50) });
    expect(longest.status).toBe(200);
    expect(
      (await command(adminA, 'NewUser', { name: 'X', email: mail('x51'), password: 'p'.repeat(51) })).body,
    ).toEqual({
      message: 'Deve ter no máximo 50 caracteres',
    });
  });

  it('refuses an e-mail already taken with 409, even in another company', async () => {
    const first = await command(adminA, 'NewUser', { name: 'Joao', email: mail('joao'), password: 'segredo-123' });
    expect(first.status).toBe(200);
    const again = await command(adminB, 'NewUser', {
      name: 'Joao 2',
      email: mail('joao').toUpperCase(),
      password: 'segredo-123',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Já existe um usuário com este e-mail.' });
  });

  it('updates and removes a user', async () => {
    const { body } = await command(adminA, 'NewUser', { name: 'Pedro', email: mail('pedro'), password: 'segredo-123' });
    const updated = await command(adminA, 'UpdateUserInfo', {
      id: body.id,
      name: 'Pedro Alves',
      email: mail('pedro.alves'),
      is_admin: true,
      permissions: ['orders'],
    });
    expect(updated.status).toBe(200);
    const shown = await test.http().get(`/api/users/${body.id}`).set('X-Token', adminA);
    expect(shown.body).toMatchObject({
      name: 'Pedro Alves',
      email: mail('pedro.alves'),
      is_admin: true,
      permissions: ['orders'],
    });
    expect((await command(adminA, 'DeleteUser', { id: body.id })).status).toBe(200);
    expect((await test.http().get(`/api/users/${body.id}`).set('X-Token', adminA)).status).toBe(404);
    expect((await command(adminA, 'RemoveUser', { id: body.id })).status).toBe(404);
  });

  it('does not let an admin delete themself', async () => {
    const me = await test.http().get('/api/me').set('X-Token', adminA);
    const response = await command(adminA, 'DeleteUser', { id: me.body.id });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Você não pode excluir o seu próprio usuário.');
  });

  it('keeps company B out of company A: 404 on read, update and delete, nothing changed', async () => {
    const { body } = await command(adminA, 'NewUser', { name: 'Alvo', email: mail('alvo'), password: 'segredo-123' });
    expect((await test.http().get(`/api/users/${body.id}`).set('X-Token', adminB)).status).toBe(404);
    const list = await test.http().get('/api/users').set('X-Token', adminB);
    expect(list.body.data.map((u: { id: string }) => u.id)).not.toContain(body.id);
    const update = await command(adminB, 'UpdateUserInfo', {
      id: body.id,
      name: 'Invadido',
      email: mail('x'),
      is_admin: true,
    });
    expect(update.status).toBe(404);
    expect((await command(adminB, 'DeleteUser', { id: body.id })).status).toBe(404);
    const forged = await command(adminB, 'NewUser', {
      name: 'Forjado',
      email: mail('forjado'),
      password: 'segredo-123',
      company_id: companyA,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('O campo company_id não é permitido.');
    const still = await test.http().get(`/api/users/${body.id}`).set('X-Token', adminA);
    expect(still.body.name).toBe('Alvo');
  });

  it('needs admin and the settings permission', async () => {
    expect((await test.http().get('/api/users').set('X-Token', plainUserA)).status).toBe(403);
    const response = await command(plainUserA, 'NewUser', { name: 'X', email: mail('x'), password: 'segredo-123' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Você não tem permissão para esta ação.' });
  });

  it('answers 400 {message} for an unknown action', async () => {
    const response = await command(adminA, 'LaunchRocket', {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Ação desconhecida: LaunchRocket.' });
  });

  it('ends with one consistent stream and read model after 50 concurrent updates of one user', async () => {
    const { body } = await command(adminA, 'NewUser', {
      name: 'Concorrido',
      email: mail('concorrido'),
      password: 'segredo-123',
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        command(adminA, 'UpdateUserInfo', { id: body.id, name: `Nome ${i}`, email: mail('concorrido') }),
      ),
    );
    const ok = responses.filter((r) => r.status === 200).length;
    expect(ok + responses.filter((r) => r.status === 409).length).toBe(50);
    expect(ok).toBeGreaterThan(0);
    const db = test.app.get(DataSource);
    const events = await db.query('SELECT version, type, data FROM events WHERE stream_id = $1 ORDER BY version', [
      `user-${body.id}`,
    ]);
    expect(events.map((e: { version: number }) => e.version)).toEqual(events.map((_: unknown, i: number) => i + 1));
    expect(events.filter((e: { type: string }) => e.type === 'user.info-updated')).toHaveLength(ok);
    const [row] = await db.query('SELECT name FROM users WHERE id = $1', [body.id]);
    expect(row.name).toBe(events[events.length - 1].data.name);
  });
});
