import { parseBrazilianNumber } from '@despacho/domain';

export interface TableHeaderValues {
  carrier: string | null;
  tipo: 'rodo' | 'aereo';
  region: string;
  cd: string | null;
  applyIcms: boolean;
  cubage: string;
  readjustment: string;
}

/** Spec defaults: cubage 300, road, ICMS applied. */
export const NEW_TABLE_HEADER: TableHeaderValues = {
  carrier: null,
  tipo: 'rodo',
  region: '',
  cd: null,
  applyIcms: true,
  cubage: '300',
  readjustment: '0',
};

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : parseBrazilianNumber(text));

/** The spec's upload checks, in its order: file, carrier, region, cubage factor. */
export function firstUploadError(header: TableHeaderValues, file: File | null): string | null {
  if (!file) return 'Selecione um arquivo para enviar';
  if (!header.carrier) return 'Selecione a transportadora';
  if (!header.region.trim()) return 'Selecione a região';
  const cubage = numberOf(header.cubage);
  if (!(cubage > 0)) return 'Digite o fator de cubagem';
  return null;
}

export function readjustmentHint(readjustment: string): string | null {
  const value = numberOf(readjustment);
  return value > 0 ? `${readjustment.trim()}% será adicionado aos valores em R$` : null;
}
