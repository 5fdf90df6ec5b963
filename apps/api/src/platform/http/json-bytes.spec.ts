import { describe, expect, it } from 'vitest';
import { JsonBytes, JsonSlab, jsonStringRoom, NUMBER_ROOM } from './json-bytes.js';

/** What `write` puts in a fresh writer, as text. */
function written(write: (json: JsonBytes) => void, room = 1024): string {
  const json = new JsonBytes(Buffer.alloc(room));
  write(json);
  return json.written().toString();
}

describe('JsonBytes', () => {
  it('writes amounts in reais as JSON.stringify does, from their centavos or not', () => {
    const amounts = [
      0,
      -0,
      0.01,
      0.05,
      0.1,
      0.5,
      1,
      10,
      100,
      42.35,
      47.05,
      1234.5,
      99999.99,
      -3.07,
      -0.5,
      0.1 + 0.2,
      1 / 3,
      21_474_836.47,
      21_474_836.48,
      123_456_789.12,
      1e21,
      5e-7,
      Number.MAX_SAFE_INTEGER,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    for (let cents = -1000; cents <= 100_000; cents += 7) amounts.push(cents / 100);
    for (const amount of amounts) {
      expect(written((json) => json.money(amount))).toBe(JSON.stringify(amount));
      expect(written((json) => json.number(amount))).toBe(JSON.stringify(amount));
    }
  });

  it('writes strings as JSON.stringify does: plain ASCII as it is, the rest escaped or in UTF-8', () => {
    const texts = ['', 'FAIXA 12', 'SÃO PAULO', 'aspas " e \\ barra', 'linha\nnova\t\u0001\u007f', '🚚 \ud800 \u2028'];
    for (const text of texts) {
      expect(written((json) => json.string(text))).toBe(JSON.stringify(text));
      expect(Buffer.byteLength(JSON.stringify(text))).toBeLessThanOrEqual(jsonStringRoom(text));
    }
    expect(written((json) => json.ascii('{"a":').number(-1.2345678901234567e-308).byte(0x7d))).toBe(
      '{"a":-1.2345678901234567e-308}',
    );
    expect(String(-1.2345678901234567e-308).length).toBeLessThanOrEqual(NUMBER_ROOM);
  });

  it('writes after what the buffer already holds, and bytes made earlier', () => {
    const buffer = Buffer.from('xx------');
    const json = new JsonBytes(buffer, 2);
    json.bytes(Buffer.from('[')).utf8('é').ascii(']');
    expect(json.written().toString()).toBe('[é]');
    expect(buffer.toString()).toBe('xx[é]--');
  });

  it('cuts answers from slabs that are only written forward: earlier answers keep their bytes', () => {
    const slab = new JsonSlab();
    const answer = (n: number) => slab.cut(slab.take(8_000).ascii(`{"n":${n},"pad":"${'x'.repeat(n % 7_000)}"}`));
    const answers = Array.from({ length: 400 }, (_, n) => answer(n)); // several slabs of 512 KB
    const huge = slab.cut(slab.take(100_000).utf8('"ç"'));
    answers.push(answer(400));
    answers.forEach((bytes, n) => expect(JSON.parse(bytes.toString()).n).toBe(n));
    expect(huge.toString()).toBe('"ç"');
  });
});
