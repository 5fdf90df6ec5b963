import assert from 'node:assert/strict';
import { correiosCheckDigit } from '@despacho/domain';
import { BASE_URL } from './browser.mjs';

// What the carrier walks script on the Correios stub the API serves outside production.
export const CORREIOS_CARRIER = 'Correios SEDEX';
export const HOUR = 3_600_000;
const STUB = `${BASE_URL}/stubs/carriers/correios`;

/** A valid object code of our own per run (prefix: two letters): the stub keeps scripts and stories per code. */
export function objectCode(prefix, serial) {
  const digits = String(serial % 100_000_000).padStart(8, '0');
  return `${prefix}${digits}${correiosCheckDigit(digits)}BR`;
}

/** An SRO event as the Correios API writes it: São Paulo local time without offset (UTC−3). */
export function sroEvent(codigo, tipo, descricao, cidade, uf, atMs) {
  const dtHrCriado = new Date(atMs - 3 * HOUR).toISOString().slice(0, 19);
  return { codigo, tipo, descricao, dtHrCriado, unidade: { tipo: 'Unidade', endereco: { cidade, uf } } };
}

/** The stub's SRO answers these events for `key` from now on. */
export async function script(key, events) {
  const answer = await fetch(`${STUB}/_script`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, events }),
  });
  assert.deepEqual(await answer.json(), { ok: true });
}
