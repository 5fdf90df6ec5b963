// The Correios object code (CARRIERS.md §1.6): two letters (the service), 8 digits, a check digit
// and 'BR'. The check digit weighs the 8 digits 8 6 4 2 3 5 9 7, mod 11: 0 → 5, 1 → 0, else 11 − r.
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];
const SHAPE = /^[A-Z]{2}\d{9}BR$/;

/** The check digit of an object code's 8 serial digits. */
export function correiosCheckDigit(serial: string): number {
  const rest = [...serial].reduce((sum, digit, i) => sum + Number(digit) * WEIGHTS[i], 0) % 11;
  return rest === 0 ? 5 : rest === 1 ? 0 : 11 - rest;
}

/** Whether it has the object code's shape (whatever its check digit). */
export function looksLikeCorreiosObjectCode(value: string): boolean {
  return SHAPE.test(value.trim().toUpperCase());
}

/** Shape and check digit: 'AA123456785BR' is valid. */
export function isValidCorreiosObjectCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return SHAPE.test(code) && correiosCheckDigit(code.slice(2, 10)) === Number(code[10]);
}
