import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionCenterPayload, givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const validCd = distributionCenterPayload;

describe('distribution centers', () => {
  let test: TestApp;
  let adminA: string;
  let adminB: string;
  let userA: string;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test);
    const b = await givenCompany(test);
    adminA = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    adminB = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    userA = await tokenFor(test, await givenUser(test, a, { permissions: ['settings'] }));
  });
  afterAll(() => test.close());

  it('registers a CD with the spec defaults and shows it to its company only', async () => {
    const created = await command(adminA, 'NewDistributionCenter', validCd());
    expect(created.status).toBe(200);
    const list = await test.http().get('/api/distribution-centers?limit=100').set('X-Token', adminA);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      reference: 'CD1',
      expedition_time: 0,
      address: { country: 'BRA', residential: false, email: null },
      pickup_window: { monday: { time1: '09:00', time2: '12:00', time3: '14:00', time4: '17:00' } },
    });
    expect((await test.http().get(`/api/distribution-centers/${created.body.id}`).set('X-Token', adminB)).status).toBe(
      404,
    );
    expect((await test.http().get('/api/distribution-centers').set('X-Token', adminB)).body.total).toBe(0);
  });

  it('answers the spec messages for bad input', async () => {
    const response = await command(adminA, 'NewDistributionCenter', {
      reference: '',
      name: 'x'.repeat(21),
      expedition_time: 366,
      address: {
        name: '',
        federal_tax_id: '11.222.333/0001-81',
        phone: '',
        zip: '0131',
        street1: '',
        number: '',
        neighborhood: '',
        city: '',
        state: 'XX',
      },
    });
    expect(response.status).toBe(400);
    for (const message of [
      'Digite um código para esse CD',
      'Deve ter no máximo 20 caracteres',
      'Digite a razão social',
      'Digite o CNPJ, apenas números.',
      'Digite um telefone.',
      'Digite um CEP válido.',
      'Digite o endereço.',
      'Digite o número.',
      'Digite o bairro.',
      'Digite a cidade.',
      'Selecione o estado.',
    ]) {
      expect(response.body.message).toContain(message);
    }
    const badDigits = await command(
      adminA,
      'NewDistributionCenter',
      validCd({ address: { ...validCd().address, federal_tax_id: '11222333000182' } }),
    );
    expect(badDigits.body.message).toBe('CNPJ inválido: confira os dígitos.');
  });

  it('refuses a repeated reference, updates, and removes by reference', async () => {
    await command(adminA, 'NewDistributionCenter', validCd({ reference: 'CD-SUL', name: 'Sul' }));
    const again = await command(adminA, 'NewDistributionCenter', validCd({ reference: 'cd-sul', name: 'Sul 2' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já existe um CD com este código.');
    const other = await command(adminB, 'NewDistributionCenter', validCd({ reference: 'CD-SUL', name: 'Sul B' }));
    expect(other.status).toBe(200); // references are unique per company

    const list = await test.http().get('/api/distribution-centers').set('X-Token', adminA);
    const sul = list.body.data.find((c: { reference: string }) => c.reference === 'CD-SUL');
    const updated = await command(
      adminA,
      'UpdateDistributionCenter',
      validCd({ id: sul.id, reference: 'CD-SUL', name: 'Sul Novo', expedition_time: 2 }),
    );
    expect(updated.status).toBe(200);
    expect((await test.http().get(`/api/distribution-centers/${sul.id}`).set('X-Token', adminA)).body).toMatchObject({
      name: 'Sul Novo',
      expedition_time: 2,
    });
    expect((await command(adminB, 'UpdateDistributionCenter', validCd({ id: sul.id }))).status).toBe(404);

    expect((await command(adminA, 'RemoveDistributionCenter', { reference: 'CD-SUL' })).status).toBe(200);
    expect((await test.http().get(`/api/distribution-centers/${sul.id}`).set('X-Token', adminA)).status).toBe(404);
    expect((await command(adminA, 'RemoveDistributionCenter', { reference: 'CD-SUL' })).status).toBe(404);
  });

  it('needs admin and settings to change CDs', async () => {
    expect((await command(userA, 'NewDistributionCenter', validCd({ reference: 'X' }))).status).toBe(403);
    expect((await test.http().get('/api/distribution-centers').set('X-Token', userA)).status).toBe(200);
  });
});
