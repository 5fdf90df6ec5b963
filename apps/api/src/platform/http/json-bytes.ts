const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const DOT = 0x2e;
const MINUS = 0x2d;
const ZERO = 0x30;
/** Centavos up to here are written digit by digit: far below where a double's spacing nears a centavo. */
const MAX_CENTS = 2_147_483_647;

/**
 * JSON written as UTF-8 bytes straight into a Buffer, as JSON.stringify would write it (json-bytes
 * specs). The quote's hot path answers ~17 carriers and writes the same numbers to the history: a
 * JSON text built as a string is concatenated, flattened and copied again on its way to the socket
 * (three copies of an 8 KB answer per request); here each byte is written once. The caller makes
 * room first (`room` bounds what a value can take): a Buffer does not grow.
 */
export class JsonBytes {
  /** Where this writer began in `buffer`. */
  private readonly start: number;

  constructor(
    readonly buffer: Buffer,
    public at = 0,
  ) {
    this.start = at;
  }

  /** Bytes made earlier (a carrier's JSON written once). */
  bytes(bytes: Uint8Array): this {
    this.buffer.set(bytes, this.at);
    this.at += bytes.length;
    return this;
  }

  byte(byte: number): this {
    this.buffer[this.at++] = byte;
    return this;
  }

  /** Text of ASCII characters that need no escaping: our keys and punctuation, digits. */
  ascii(text: string): this {
    const buffer = this.buffer;
    let at = this.at;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.at = at;
    return this;
  }

  /** Any text, as UTF-8. */
  utf8(text: string): this {
    this.at += this.buffer.write(text, this.at);
    return this;
  }

  /** A JSON string. Plain ASCII is copied as it is; anything else is written by JSON.stringify. */
  string(text: string): this {
    const buffer = this.buffer;
    let at = this.at;
    buffer[at++] = QUOTE;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code < 0x20 || code > 0x7e || code === QUOTE || code === BACKSLASH) return this.utf8(JSON.stringify(text));
      buffer[at++] = code;
    }
    buffer[at++] = QUOTE;
    this.at = at;
    return this;
  }

  /** A number as JSON.stringify writes it: NaN and the infinities as null. */
  number(value: number): this {
    return this.ascii(Number.isFinite(value) ? String(value) : 'null');
  }

  /**
   * An amount in reais that is a whole number of centavos, written from its centavos: the same
   * text as `number` (a value with at most two decimals prints as those decimals) without
   * formatting a double. Any other value goes through `number`.
   */
  money(value: number): this {
    const cents = Math.round(value * 100);
    if (cents / 100 !== value || cents > MAX_CENTS || cents < -MAX_CENTS) return this.number(value);
    const buffer = this.buffer;
    let rest = cents;
    if (rest < 0) {
      buffer[this.at++] = MINUS;
      rest = -rest;
    }
    const whole = Math.floor(rest / 100);
    const fraction = rest - whole * 100;
    this.unsigned(whole);
    if (fraction === 0) return this;
    buffer[this.at++] = DOT;
    buffer[this.at++] = ZERO + Math.floor(fraction / 10);
    if (fraction % 10) buffer[this.at++] = ZERO + (fraction % 10);
    return this;
  }

  /** Bytes written by this writer (a view, not a copy). */
  written(): Buffer {
    return this.buffer.subarray(this.start, this.at);
  }

  private unsigned(value: number): void {
    const buffer = this.buffer;
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = this.at + digits;
    this.at = at;
    let rest = value;
    do {
      buffer[--at] = ZERO + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
  }
}

const SLAB_BYTES = 512 * 1024;

/**
 * Room for JSON that is sent and then dropped (an answer), cut from 512 KB slabs as Node cuts small
 * Buffers from its 8 KB pool: an 8 KB answer is past that pool, and a Buffer of its own costs an
 * allocation outside the heap and its finalisation, per request. A slab is only ever written forward:
 * a full one is left to the answers that still hold it.
 */
export class JsonSlab {
  private slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
  private used = 0;

  /** A writer with `room` bytes; `cut` it once written, before anything else takes room. */
  take(room: number): JsonBytes {
    if (room > SLAB_BYTES / 8) return new JsonBytes(Buffer.allocUnsafe(room));
    if (this.used + room > SLAB_BYTES) {
      this.slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
      this.used = 0;
    }
    return new JsonBytes(this.slab, this.used);
  }

  /** What `json` wrote; the slab's next writer starts after it. */
  cut(json: JsonBytes): Buffer {
    if (json.buffer === this.slab) this.used = json.at;
    return json.written();
  }
}

/** Bytes a JSON string of `text` can take at most (\u00XX escapes). */
export const jsonStringRoom = (text: string) => text.length * 6 + 2;
/** Bytes a JSON number can take at most ("-1.2345678901234567e-308"). */
export const NUMBER_ROOM = 25;
