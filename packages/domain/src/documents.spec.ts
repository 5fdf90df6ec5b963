import { describe, expect, it } from 'vitest';
import { formatCep, formatCnpj, formatCpf, isValidCep, isValidCnpj, isValidCpf, onlyDigits } from './documents.js';

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
