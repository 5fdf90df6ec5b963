/**
 * The Windows-1252 byte of each character that code page puts at 0x80-0x9F ('€' → 0x80...); written
 * out because Node's TextDecoder does not decode those bytes to them in every ICU build.
 */
const CP1252_BYTES = new Map<string, number>(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((character, index) => [character, 0x80 + index]),
);

/** 'Ã' or 'Â' followed by what a UTF-8 continuation byte looks like when read as Windows-1252. */
const DOUBLE_ENCODED =
  /[ÂÃ][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u203a\u20ac\u2122]/;

function asCp1252Bytes(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const byte = code <= 0xff ? code : CP1252_BYTES.get(text[index]);
    if (byte === undefined) return null;
    bytes[index] = byte;
  }
  return bytes;
}

/**
 * Text that was UTF-8, read as Windows-1252 and written as UTF-8 again ('SÃƒO PAULO', 'ServiÃ§o')
 * back to what it said; at most twice over. Text that does not look double-encoded, or does not
 * decode as valid UTF-8, is returned as is.
 */
export function repairDoubleEncoding(text: string): string {
  let current = text;
  for (let round = 0; round < 2 && DOUBLE_ENCODED.test(current); round += 1) {
    const bytes = asCp1252Bytes(current);
    if (bytes === null) break;
    try {
      current = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      break;
    }
  }
  return current;
}
