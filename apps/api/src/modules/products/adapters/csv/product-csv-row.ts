import { parseBrazilianNumber } from '@despacho/domain';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { VALIDATION_OPTIONS, validationFailed } from '../../../../platform/http/validation.js';
import { ProductFields } from '../../commands/shared/product.payload.js';
import type { ProductCsvColumn, ProductCsvRow } from './products-csv.js';

export type CheckedRow =
  { fields: ProductFields; centerReference: string | null; error?: undefined } | { error: string };

type Field = 'price' | 'expedition_time' | 'width' | 'height' | 'length' | 'weight' | 'quantity' | 'property';

/** CSV column, payload field, label for messages, and the divisor from the CSV unit to the stored one (cm → m). */
const NUMBERS: [ProductCsvColumn, Field, string, number][] = [
  ['preco', 'price', 'Preço', 1],
  ['prazo_expedicao', 'expedition_time', 'Prazo de expedição', 1],
  ['largura_cm', 'width', 'Largura', 100],
  ['altura_cm', 'height', 'Altura', 100],
  ['comprimento_cm', 'length', 'Comprimento', 100],
  ['peso_kg', 'weight', 'Peso', 1],
  ['quantidade', 'quantity', 'Quantidade', 1],
];

const VOLUME_FORMAT = 'use largura x altura x comprimento x peso x quantidade (cm e kg), volumes separados por |';

/** '60x40x20x5,5x1|30x30x30x2x2' → extra volumes in metres and kg; null when malformed. */
function extraVolumesOf(text: string): object[] | null {
  const volumes = text.split('|').map((volume) => volume.split(/x/i).map((part) => parseBrazilianNumber(part)));
  if (volumes.some((parts) => parts.length !== 5 || parts.some(Number.isNaN))) return null;
  return volumes.map(([width, height, length, weight, quantity]) => ({
    width: width / 100,
    height: height / 100,
    length: length / 100,
    weight,
    quantity,
  }));
}

/**
 * One CSV row as the same validated fields the product form sends (cm become metres), or the
 * reasons it is refused, with the form's messages. An unreadable number is reported once, as such.
 */
export async function checkRow({ cells }: ProductCsvRow): Promise<CheckedRow> {
  const plain: Record<string, unknown> = { reference: cells.sku, description: cells.titulo };
  const problems: string[] = [];
  const unreadable = new Set<string>();
  for (const [column, field, label, divisor] of NUMBERS) {
    if (!cells[column]) continue;
    const value = parseBrazilianNumber(cells[column]);
    if (Number.isNaN(value)) {
      problems.push(`${label} inválido: '${cells[column]}'.`);
      unreadable.add(field);
    } else {
      plain[field] = value / divisor;
    }
  }
  if (cells.volumes_extras) {
    const volumes = extraVolumesOf(cells.volumes_extras);
    if (volumes) plain.property = volumes;
    else {
      problems.push(`Volumes extras inválidos: ${VOLUME_FORMAT}.`);
      unreadable.add('property');
    }
  }
  const fields = plainToInstance(ProductFields, plain);
  const errors = (await validate(fields, VALIDATION_OPTIONS)).filter((error) => !unreadable.has(error.property));
  if (errors.length) problems.push(validationFailed(errors).message);
  return problems.length ? { error: problems.join(' ') } : { fields, centerReference: cells.cd || null };
}
