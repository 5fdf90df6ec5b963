/** The label files a company may print; its default is a company setting (`companies.label_format`). */
export const LABEL_FORMATS = ['pdf_10x15', 'pdf_a4', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
