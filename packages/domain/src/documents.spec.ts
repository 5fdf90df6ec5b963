import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidNfeKey,
  nfeKeyCheckDigit,
  onlyDigits,
} from './documents.js';

describe('onlyDigits', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['11.222.333/0001-81', '11222333000181'],
    ['(11) 98765-4321', '11987654321'],
    ['abc', ''],
  ])('%j → %j', (value, digits) => expect(onlyDigits(value)).toBe(digits));
});

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false], // wrong check digit
    ['111.111.111-11', false], // repeated digits pass the checksum but are reserved
    ['5299822472', false],
    ['', false],
  ])('%j → %s', (value, expected) => expect(isValidCpf(value)).toBe(expected));
});

describe('isValidCnpj', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.222.333/0001-82', false],
    ['00.000.000/0000-00', false],
    ['', false],
  ])('%j → %s', (value, expected) => expect(isValidCnpj(value)).toBe(expected));
});

describe('isValidCep', () => {
  it.each([
    ['01310-100', true],
    ['01310100', true],
    ['1310100', false], // 7 digits
    ['013101000', false],
    ['0131a100', false],
    ['', false],
  ])('%j → %s', (value, expected) => expect(isValidCep(value)).toBe(expected));
});

describe('formatters', () => {
  it.each([
    [formatCpf, '52998224725', '529.982.247-25'],
    [formatCpf, '529.982.247-25', '529.982.247-25'],
    [formatCnpj, '11222333000181', '11.222.333/0001-81'],
    [formatCep, '01310100', '01310-100'],
    [formatCep, '01310-100', '01310-100'],
  ])('%#: %j → %j', (format, value, text) => expect(format(value)).toBe(text));
});

describe('NF-e access keys', () => {
  // Keys of the public samples in apps/api/test/fixtures/nfe.
  it.each(['35180834128745000152550010000474281920007498', '26180875335849000115550010000016871192213331'])(
    '%s is valid',
    (key) => {
      expect(isValidNfeKey(key)).toBe(true);
      expect(nfeKeyCheckDigit(key.slice(0, 43))).toBe(Number(key[43]));
    },
  );

  it('refuses a wrong check digit, a typo and a short key', () => {
    expect(isValidNfeKey('35180834128745000152550010000474281920007497')).toBe(false);
    expect(isValidNfeKey('35180834128745000152550010000474281920007598')).toBe(false);
    expect(isValidNfeKey('3518083412874500015255001000047428192000749')).toBe(false);
  });
});

describe('formatPhone', () => {
  it.each([
    ['1133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765 4321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '+55 11 98765-4321'],
    ['', ''],
  ])('%s → %s', (value, shown) => expect(formatPhone(value)).toBe(shown));
});
