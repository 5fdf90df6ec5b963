import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipFileSpec {
  name: string;
  content: Buffer | string;
  /** Stored instead of deflated. */
  store?: boolean;
  /** The uncompressed size written in the headers, to build zips that lie about it. */
  declaredSize?: number;
  /** Header overrides: general purpose flags (bit 0 = encrypted), compression method. */
  flags?: number;
  method?: number;
}

/** A minimal zip writer for tests and benchmarks (never the app): local headers, data, central directory, end record (no zip64). */
export function buildZip(files: ZipFileSpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const content = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content);
    const data = file.store ? content : deflateRawSync(content);
    const name = Buffer.from(file.name);
    const fields = {
      flags: 0x800 | (file.flags ?? 0),
      method: file.method ?? (file.store ? 0 : 8),
      crc: crc32(content),
      compressed: data.length,
      uncompressed: file.declaredSize ?? content.length,
    };

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(fields.flags, 6);
    local.writeUInt16LE(fields.method, 8);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.compressed, 18);
    local.writeUInt32LE(fields.uncompressed, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(fields.flags, 8);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.compressed, 20);
    central.writeUInt32LE(fields.uncompressed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
