import { readFileSync } from 'node:fs';
import { buildZip } from './zip-writer.js';

const SAMPLE = new URL('../../test/fixtures/nfe/35180834128745000152550010000474281920007498-nfe.xml', import.meta.url);
const KEY = '35180834128745000152550010000474281920007498';

/**
 * `count` distinct NF-e made from the public CPF sample (new number and key each), zipped `perZip` at
 * a time. Numbers start at random, so a second run does not meet the first run's keys.
 */
export function nfeBatch(count: number, perZip: number): Buffer[] {
  const xml = readFileSync(SAMPLE, 'utf8');
  const start = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  const zips: Buffer[] = [];
  for (let first = 0; first < count; first += perZip) {
    const files = [];
    for (let n = first; n < Math.min(count, first + perZip); n++) {
      const number = String(start + n);
      const key = `${KEY.slice(0, 25)}${number.padStart(9, '0')}${KEY.slice(34)}`;
      files.push({
        name: `nfe-${number}.xml`,
        content: xml.replaceAll(KEY, key).replace('<nNF>47428</nNF>', `<nNF>${number}</nNF>`),
      });
    }
    zips.push(buildZip(files));
  }
  return zips;
}
