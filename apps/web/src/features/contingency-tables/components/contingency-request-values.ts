import {
  type ContingencyType,
  DEFAULT_CONTINGENCY_WEIGHTS,
  onlyDigits,
  type PriceIncreaseType,
} from '@despacho/domain';

export interface WeightValues {
  weight: number | string;
  cargo_value: number | string;
}

/** The form as typed: the CEP masked, numbers as Mantine keeps them ('' when cleared). */
export interface ContingencyValues {
  type: ContingencyType | null;
  zip_origin: string;
  increase_type: PriceIncreaseType | null;
  increase_value: number | string;
  weights: WeightValues[];
}

/** A type, not an interface: it travels as NewBackgroundTask's free-form task arguments. */
export type ContingencyRequest = {
  type: ContingencyType;
  zip_origin: string;
  increase_price?: { type: PriceIncreaseType; value: number };
  weights: { weight: number; cargo_value: number }[];
};

export const newContingencyRequest = (): ContingencyValues => ({
  type: null,
  zip_origin: '',
  increase_type: null,
  increase_value: '',
  weights: DEFAULT_CONTINGENCY_WEIGHTS.map((w) => ({ ...w })),
});

const blank = (value: number | string) => value === '' || value === null;

/** Spec §5 Contingency request. */
export const contingencyValidation = {
  type: (v: ContingencyType | null) => (v ? null : 'Selecione o tipo de tabela'),
  zip_origin: (v: string) =>
    onlyDigits(v).length === 0
      ? 'Coloque o CEP de origem'
      : onlyDigits(v).length !== 8
        ? 'Digite um CEP válido.'
        : null,
  increase_value: (v: number | string, values: ContingencyValues) =>
    values.increase_type && blank(v) ? 'Informe o valor da modificação do preço.' : null,
  weights: {
    weight: (v: number | string) => (blank(v) || Number(v) <= 0 ? 'Preencha o campo Até (kg) de cada faixa.' : null),
    cargo_value: (v: number | string) => (blank(v) ? 'Preencha o valor do carrinho de cada faixa.' : null),
  },
};

export function requestOf(values: ContingencyValues): ContingencyRequest {
  return {
    type: values.type as ContingencyType,
    zip_origin: onlyDigits(values.zip_origin),
    ...(values.increase_type && !blank(values.increase_value)
      ? { increase_price: { type: values.increase_type, value: Number(values.increase_value) } }
      : {}),
    weights: values.weights.map((w) => ({ weight: Number(w.weight), cargo_value: Number(w.cargo_value) })),
  };
}
