import type { NoticeStep } from './notice-steps.js';

/** What a notice says, whichever channel carries it; links are absolute. */
export interface NoticeContent {
  company: string;
  recipientName: string;
  reference: string;
  trackingUrl: string;
  /** delivered: where the recipient rates the delivery. */
  ratingUrl?: string;
  /** delayed: the new forecast, dd/mm/aaaa. */
  newDate?: string;
  /** failed_attempt: the carrier's words, when it gave any. */
  reason?: string | null;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** failed_attempt: what the recipient can do now. */
export const FAILED_ATTEMPT_ADVICE =
  'A transportadora fará uma nova tentativa. Se precisar, confira o endereço ou combine a entrega pelo link de rastreio.';

/** The e-mail's subject and paragraphs per step (pt-BR). */
export function noticeText(step: NoticeStep, c: NoticeContent): { subject: string; lines: string[] } {
  const hello = `Olá, ${firstName(c.recipientName)}!`;
  switch (step) {
    case 'shipped':
      return {
        subject: `Seu pedido ${c.reference} foi enviado`,
        lines: [hello, `Seu pedido ${c.reference} da ${c.company} foi enviado. Acompanhe a entrega pelo link abaixo.`],
      };
    case 'out_for_delivery':
      return {
        subject: `Seu pedido ${c.reference} saiu para entrega`,
        lines: [hello, `Seu pedido ${c.reference} da ${c.company} saiu para entrega e deve chegar hoje.`],
      };
    case 'failed_attempt':
      return {
        subject: `Não conseguimos entregar o pedido ${c.reference}`,
        lines: [
          hello,
          `A transportadora tentou entregar o pedido ${c.reference} da ${c.company}, sem sucesso.`,
          ...(c.reason ? [`Motivo informado: ${c.reason}`] : []),
          `O que fazer: ${FAILED_ATTEMPT_ADVICE}`,
        ],
      };
    case 'delivered':
      return {
        subject: `Seu pedido ${c.reference} foi entregue`,
        lines: [hello, `Seu pedido ${c.reference} da ${c.company} foi entregue. Conte como foi a entrega:`],
      };
    case 'delayed':
      return {
        subject: `Nova previsão de entrega do pedido ${c.reference}`,
        lines: [
          hello,
          `A entrega do pedido ${c.reference} da ${c.company} atrasou. A nova previsão de entrega é ${c.newDate}.`,
        ],
      };
  }
}

/** The link an e-mail ends with: the rating page once delivered, the tracking page otherwise. */
export const noticeLink = (step: NoticeStep, c: NoticeContent): { label: string; url: string } =>
  step === 'delivered' && c.ratingUrl
    ? { label: 'Avaliar a entrega', url: c.ratingUrl }
    : { label: 'Acompanhar a entrega', url: c.trackingUrl };

/** The body parameters of each step's WhatsApp template, in order (the stub checks their count). */
export function templateParameters(step: NoticeStep, c: NoticeContent): string[] {
  const name = firstName(c.recipientName);
  switch (step) {
    case 'shipped':
    case 'out_for_delivery':
      return [name, c.reference, c.trackingUrl];
    case 'failed_attempt':
      return [name, c.reference, FAILED_ATTEMPT_ADVICE, c.trackingUrl];
    case 'delivered':
      return [name, c.reference, c.ratingUrl ?? c.trackingUrl];
    case 'delayed':
      return [name, c.reference, c.newDate ?? '', c.trackingUrl];
  }
}
