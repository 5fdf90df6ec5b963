import type { LabelPackageDto, OrderLabelsDto } from '@despacho/api-client';

export type LabelFormat = OrderLabelsDto['label_format'];
export type LabelState = LabelPackageDto['state'];

export const LABEL_FORMAT_NAMES: Record<LabelFormat, string> = {
  pdf_10x15: 'PDF 10×15',
  pdf_a4: 'PDF A4',
  zpl: 'ZPL (impressora térmica)',
};

/** As a file's kind in a button ('Baixar etiquetas (ZPL)'). */
export const LABEL_FORMAT_SHORT_NAMES: Record<LabelFormat, string> = {
  pdf_10x15: 'PDF 10×15',
  pdf_a4: 'PDF A4',
  zpl: 'ZPL',
};

/** The formats, the company's default first (the download buttons and the setting list them so). */
export const formatsFirst = (first: LabelFormat): LabelFormat[] => [
  first,
  ...(Object.keys(LABEL_FORMAT_NAMES) as LabelFormat[]).filter((format) => format !== first),
];

export const LABEL_STATE_NAMES: Record<LabelState, string> = {
  pending: 'Na fila',
  calling: 'Gerando',
  posted: 'Pré-postada',
  ready: 'Pronta',
  failed: 'Recusada',
  voiding: 'Cancelando',
  voided: 'Cancelada',
};

export const LABEL_STATE_COLORS: Record<LabelState, string> = {
  pending: 'gray',
  calling: 'blue',
  posted: 'blue',
  ready: 'green',
  failed: 'red',
  voiding: 'orange',
  voided: 'gray',
};

/** Orders where 'Gerar etiqueta' is offered: not cancelled, delivered, returning or returned. */
export const NO_LABEL_STATUSES = [5, 7, 9, 14];

export const fileNameOf = (name: string, format: LabelFormat) =>
  `${name}-${format}.${format === 'zpl' ? 'zpl' : 'pdf'}`;
