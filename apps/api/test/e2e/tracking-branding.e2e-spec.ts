import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs), so a browser could show it too. */
function onePixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) =>
    (bytes.reduce((c, b) => crcTable[(c ^ b) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('tracking page branding (logo and colours per company)', () => {
  let test: TestApp;
  let companyA: string;
  let companyB: string;
  let adminA: string;
  let userA: string;
  let adminB: string;
  const command = (token: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action: 'ChangeTrackingBranding', payload });
  const upload = async (token: string, content: Buffer, filename: string) =>
    (
      await test
        .http()
        .post('/api/upload')
        .set('X-Token', token)
        .attach('file', content, { filename, contentType: 'image/png' })
    ).body.path as string;

  beforeAll(async () => {
    test = await startTestApp();
    companyA = await givenCompany(test, 'Loja Verde');
    companyB = await givenCompany(test);
    adminA = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    userA = await tokenFor(test, await givenUser(test, companyA, { permissions: ['settings'] }));
    adminB = await tokenFor(test, await givenUser(test, companyB, { isAdmin: true }));
  });
  afterAll(() => test.close());

  it("starts with Despacho's look: the name, no logo, no colours", async () => {
    const response = await test.http().get(`/api/tracking-companies/${companyA}`);
    expect(response.body).toEqual({
      id: companyA,
      name: 'Loja Verde',
      logo_url: null,
      primary_color: null,
      secondary_color: null,
    });
    expect((await test.http().get(`/api/tracking-companies/${companyA}/logo`)).status).toBe(404);
    expect((await test.http().get('/api/tracking-companies/nao-existe')).body.message).toBe('Loja não encontrada.');
  });

  it('lets an admin set a PNG logo and colours, served publicly with its sniffed type', async () => {
    const png = onePixelPng();
    const path = await upload(adminA, png, 'logo.png');
    const saved = await command(adminA, { logo: { path }, primary_color: '#1b5e20', secondary_color: '#E8F5E9' });
    expect(saved.status).toBe(200);

    const branding = (await test.http().get(`/api/tracking-companies/${companyA}`)).body;
    expect(branding).toMatchObject({
      name: 'Loja Verde',
      primary_color: '#1B5E20',
      secondary_color: '#E8F5E9',
      logo_url: expect.stringMatching(`^/api/tracking-companies/${companyA}/logo\\?v=`),
    });
    const logo = await test.http().get(branding.logo_url).buffer(true);
    expect([logo.status, logo.headers['content-type'], logo.headers['x-content-type-options']]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);
    expect(Buffer.compare(logo.body, png)).toBe(0);
  });

  it('refuses a file that is not a PNG, JPEG or WebP image whatever its name, and bad colours', async () => {
    const script = await upload(
      adminA,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.png',
    );
    const refused = await command(adminA, {
      logo: { path: script },
      primary_color: '#000000',
      secondary_color: '#FFFFFF',
    });
    expect([refused.status, refused.body.message]).toEqual([400, 'O logo deve ser uma imagem PNG, JPEG ou WebP.']);
    const big = await upload(adminA, Buffer.concat([onePixelPng(), Buffer.alloc(600 * 1024)]), 'grande.png');
    expect(
      (await command(adminA, { logo: { path: big }, primary_color: '#000000', secondary_color: '#FFFFFF' })).body
        .message,
    ).toBe('O logo deve ter no máximo 512 KB.');
    const colour = await command(adminA, { logo: null, primary_color: 'verde', secondary_color: '#FFFFFF' });
    expect([colour.status, colour.body.message]).toEqual([400, 'Informe a cor principal no formato #RRGGBB.']);
    // Nothing of the refused changes was kept.
    expect((await test.http().get(`/api/tracking-companies/${companyA}`)).body.primary_color).toBe('#1B5E20');
  });

  it("keeps the branding to admins of the company, and another company's upload cannot be used", async () => {
    const denied = await command(userA, { logo: null, primary_color: '#000000', secondary_color: '#FFFFFF' });
    expect(denied.status).toBe(403);
    const pathOfA = await upload(adminA, onePixelPng(), 'logo.png');
    const stolen = await command(adminB, {
      logo: { path: pathOfA },
      primary_color: '#000000',
      secondary_color: '#FFFFFF',
    });
    expect([stolen.status, stolen.body.message]).toEqual([404, 'Arquivo não encontrado.']);
    expect((await test.http().get(`/api/tracking-companies/${companyB}`)).body.logo_url).toBeNull();
  });

  it('keeps the logo when only the colours change, and removes it when asked', async () => {
    const logoUrl = (await test.http().get(`/api/tracking-companies/${companyA}`)).body.logo_url;
    expect((await command(adminA, { primary_color: '#0D47A1', secondary_color: '#FFFFFF' })).status).toBe(200);
    expect((await test.http().get(`/api/tracking-companies/${companyA}`)).body).toMatchObject({
      logo_url: logoUrl,
      primary_color: '#0D47A1',
    });
    const removed = await command(adminA, { logo: null, primary_color: '#6A1B9A', secondary_color: '#212121' });
    expect(removed.status).toBe(200);
    expect((await test.http().get(`/api/tracking-companies/${companyA}`)).body).toMatchObject({
      logo_url: null,
      primary_color: '#6A1B9A',
      secondary_color: '#212121',
    });
  });
});
