import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../../test/support/s3-server.js';
import { UploadStore } from '../uploads/upload-store.js';
import { type FileStorage, readAll } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

interface Subject {
  storage: FileStorage;
  done: () => Promise<void>;
}

/** The same contract for every adapter: what a module may count on whichever storage runs. */
function contract(name: string, make: () => Promise<Subject>) {
  describe(`FileStorage: ${name}`, () => {
    let subject: Subject;
    let storage: FileStorage;
    beforeAll(async () => {
      subject = await make();
      storage = subject.storage;
    });
    afterAll(() => subject.done());

    it('puts, tells it exists and gives the same bytes back as a stream', async () => {
      const bytes = Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 7) % 256));
      await storage.put(`${COMPANY}/a/nota.xml`, bytes);
      expect(await storage.exists(`${COMPANY}/a/nota.xml`)).toBe(true);
      const stream = await storage.get(`${COMPANY}/a/nota.xml`);
      expect(stream).toBeInstanceOf(Readable);
      expect((await readAll(stream!)).equals(bytes)).toBe(true);
    });

    it('replaces an object written again under the same key', async () => {
      await storage.put(`${COMPANY}/b/logo.png`, Buffer.from('primeiro'));
      await storage.put(`${COMPANY}/b/logo.png`, Buffer.from('segundo'));
      expect((await readAll((await storage.get(`${COMPANY}/b/logo.png`))!)).toString()).toBe('segundo');
    });

    it('answers null and false for a key never written, also next to one that was', async () => {
      await storage.put(`${COMPANY}/c/um.csv`, Buffer.from('x'));
      expect(await storage.get(`${COMPANY}/c/dois.csv`)).toBeNull();
      expect(await storage.exists(`${COMPANY}/c/dois.csv`)).toBe(false);
      expect(await storage.exists(`${OTHER}/c/um.csv`)).toBe(false);
    });

    it('deletes, and deleting again is no error', async () => {
      await storage.put(`${COMPANY}/d/x.pdf`, Buffer.from('%PDF'));
      await storage.delete(`${COMPANY}/d/x.pdf`);
      expect(await storage.exists(`${COMPANY}/d/x.pdf`)).toBe(false);
      await expect(storage.delete(`${COMPANY}/d/x.pdf`)).resolves.toBeUndefined();
    });

    it('refuses keys that climb out or are absolute', async () => {
      for (const key of [
        '../fora.txt',
        `${COMPANY}/../${OTHER}/x`,
        '/etc/passwd',
        `${COMPANY}//x`,
        '',
        `${COMPANY}/./x`,
      ]) {
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('Chave de arquivo inválida');
        await expect(storage.get(key), key).rejects.toThrow('Chave de arquivo inválida');
      }
    });

    it('is reachable (readiness)', async () => {
      await expect(storage.ping()).resolves.toBeUndefined();
    });

    it("behind UploadStore, a company's upload opens for it only", async () => {
      const uploads = new UploadStore(storage);
      const path = await uploads.save(COMPANY, '../../Nota Fiscal Nº1.xml', Readable.from([Buffer.from('<nfe/>')]));
      expect(path).toMatch(new RegExp(`^${COMPANY}/[0-9a-f-]{36}/Nota_Fiscal_N_1\\.xml$`));
      expect((await uploads.read(COMPANY, path)).toString()).toBe('<nfe/>');
      await expect(uploads.open(OTHER, path)).rejects.toThrow('Arquivo não encontrado.');
      await expect(uploads.assertExists(OTHER, path)).rejects.toThrow('Arquivo não encontrado.');
      await expect(uploads.assertExists(COMPANY, path.replace(/[^/]+$/, 'outro.xml'))).rejects.toThrow(
        'Arquivo não encontrado.',
      );
      await expect(uploads.save(COMPANY, 'vazio.csv', Readable.from([]))).rejects.toThrow(
        'O arquivo enviado está vazio.',
      );
    });
  });
}

contract('pasta local', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'despacho-storage-'));
  return { storage: new LocalFileStorage(folder), done: async () => rmSync(folder, { recursive: true, force: true }) };
});

contract('S3 (s3rver)', async () => {
  const s3 = await startLocalS3();
  const storage = new S3FileStorage(s3.config('pilha-a'));
  return {
    storage,
    done: async () => {
      storage.close();
      await s3.stop();
    },
  };
});
