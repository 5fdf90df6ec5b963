import { describe, expect, it } from 'vitest';
import { stateOfZip } from './state-of-zip.js';

describe('stateOfZip', () => {
  it.each([
    ['01310-100', 'SP'],
    ['01000000', 'SP'],
    ['19999999', 'SP'],
    ['22021001', 'RJ'],
    ['69301000', 'RR'],
    ['69400000', 'AM'],
    ['70040010', 'DF'],
    ['72800000', 'GO'],
    ['73000000', 'DF'],
    ['74000000', 'GO'],
    ['76801000', 'RO'],
    ['88010000', 'SC'],
    ['99999999', 'RS'],
  ])('%s is in %s', (zip, state) => expect(stateOfZip(zip)).toBe(state));

  it("answers '' for a CEP in no range", () => expect(stateOfZip('00999999')).toBe(''));
});
