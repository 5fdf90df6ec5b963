import type { ProductDto } from '@despacho/api-client';

/** A volume as typed: cm and kg; '' while empty. */
export interface VolumeValues {
  key: string;
  width: number | string;
  height: number | string;
  length: number | string;
  weight: number | string;
  quantity: number | string;
}

export interface ProductValues extends Omit<VolumeValues, 'key'> {
  reference: string;
  description: string;
  price: number | string;
  distribution_center_id: string | null;
  expedition_time: number | string;
  property: VolumeValues[];
}

type Volume = {
  width: number;
  height: number;
  length: number;
  weight: number;
  quantity: number;
};

/** The NewProduct / UpdateProduct payload: measures in metres (a type, so it passes as the command's plain object). */
export type ProductPayload = Volume & {
  reference: string;
  description: string;
  price: number;
  distribution_center_id: string;
  expedition_time: number | null;
  property: Volume[];
};

let volumeSequence = 0;
export const newVolume = (over: Partial<VolumeValues> = {}): VolumeValues => ({
  key: `volume-${++volumeSequence}`,
  width: '',
  height: '',
  length: '',
  weight: '',
  quantity: 1,
  ...over,
});

export const EMPTY_PRODUCT: ProductValues = {
  reference: '',
  description: '',
  price: '',
  distribution_center_id: null,
  expedition_time: '',
  width: '',
  height: '',
  length: '',
  weight: '',
  quantity: 1,
  property: [],
};

/** Spec: dimensions typed in cm are sent in metres (÷ 100); rounding in cm hundredths avoids float noise. */
export const cmToMetres = (cm: number | string) => Math.round(Number(cm) * 100) / 10_000;
const metresToCm = (metres: number) => Math.round(metres * 10_000) / 100;

const volumeOf = (v: Omit<VolumeValues, 'key'>): Volume => ({
  width: cmToMetres(v.width),
  height: cmToMetres(v.height),
  length: cmToMetres(v.length),
  weight: Number(v.weight),
  quantity: Number(v.quantity),
});

export function payloadOf(values: ProductValues): ProductPayload {
  return {
    reference: values.reference.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    distribution_center_id: values.distribution_center_id ?? '',
    expedition_time: values.expedition_time === '' ? null : Number(values.expedition_time),
    ...volumeOf(values),
    property: values.property.map(volumeOf),
  };
}

const typedVolume = (v: Volume) => ({
  width: metresToCm(v.width),
  height: metresToCm(v.height),
  length: metresToCm(v.length),
  weight: v.weight,
  quantity: v.quantity,
});

/** A stored product as the form shows it (cm). */
export function valuesOf(product: ProductDto): ProductValues {
  return {
    reference: product.reference,
    description: product.description,
    price: product.price,
    distribution_center_id: product.distribution_center_id,
    expedition_time: product.expedition_time,
    ...typedVolume(product),
    property: product.property.map((volume) => newVolume(typedVolume(volume))),
  };
}

const MAX_CM = 1000;
const MAX_KG = 10_000;
const MAX_VOLUMES = 1000;
const empty = (value: number | string) => value === '' || value === null || value === undefined;

type Rule = (value: number | string) => string | null;

function dimension(article: 'a' | 'o', name: string): Rule {
  const label = `${article.toUpperCase()} ${name}`;
  return (v) =>
    empty(v)
      ? `Digite ${article} ${name}`
      : Number(v) <= 0
        ? `${label} deve ser maior que zero`
        : Number(v) > MAX_CM
          ? `${label} deve ser de no máximo ${MAX_CM} cm`
          : null;
}

const weight: Rule = (v) =>
  empty(v)
    ? 'Digite o peso'
    : Number(v) <= 0
      ? 'O peso deve ser maior que zero'
      : Number(v) > MAX_KG
        ? 'O peso deve ser de no máximo 10.000 kg'
        : null;
const quantity: Rule = (v) =>
  empty(v)
    ? 'Digite a quantidade de volumes'
    : !Number.isInteger(Number(v)) || Number(v) < 1 || Number(v) > MAX_VOLUMES
      ? 'A quantidade de volumes deve ser um número inteiro de 1 a 1000'
      : null;

const volumeRules = {
  width: dimension('a', 'largura'),
  height: dimension('a', 'altura'),
  length: dimension('o', 'comprimento'),
  weight,
  quantity,
};

/** Spec §5: SKU, title, price and exit CD required; measures, weight and quantity required; expedition optional. */
export const PRODUCT_RULES = {
  reference: (v: string) =>
    !v.trim()
      ? 'Digite o SKU do produto'
      : v.trim().length > 100
        ? 'O SKU deve ter no máximo 100 caracteres'
        : v.includes(',')
          ? 'O SKU não pode conter vírgula'
          : null,
  description: (v: string) =>
    !v.trim()
      ? 'Digite o título do produto'
      : v.trim().length > 255
        ? 'O título deve ter no máximo 255 caracteres'
        : null,
  price: (v: number | string) =>
    empty(v) ? 'Digite o preço do produto' : Number(v) < 0 ? 'O preço não pode ser negativo' : null,
  distribution_center_id: (v: string | null) => (v ? null : 'Selecione o CD de saída'),
  expedition_time: (v: number | string) =>
    empty(v) || (Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 365)
      ? null
      : 'O prazo de expedição deve ser de 0 a 365 dias',
  ...volumeRules,
  property: volumeRules,
};
