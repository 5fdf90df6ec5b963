import { createReadStream } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey, type FileStorage } from './file-storage.js';

/** Files in a folder of this machine (the default for `npm start`): one file per key. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;
  readonly description: string;

  constructor(folder: string) {
    this.root = resolve(folder);
    this.description = `pasta ${folder}`;
  }

  private fileOf(key: string): string {
    assertKey(key);
    return join(this.root, key);
  }

  async put(key: string, content: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.fileOf(key);
    if (!(await this.exists(key))) return null;
    return createReadStream(file);
  }

  async exists(key: string): Promise<boolean> {
    return access(this.fileOf(key)).then(
      () => true,
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root);
  }
}
