/**
 * The steps and channels as the merchant reads them, with each step's default WhatsApp template (the
 * API's ids and defaults: modules/recipient-notices/domain/notice-steps.ts).
 */
export const STEP_OPTIONS = [
  { value: 'shipped', label: 'Pedido enviado', hint: 'com o link de rastreio', template: 'despacho_pedido_enviado' },
  {
    value: 'out_for_delivery',
    label: 'Saiu para entrega',
    hint: 'com o link de rastreio',
    template: 'despacho_saiu_para_entrega',
  },
  {
    value: 'failed_attempt',
    label: 'Tentativa de entrega sem sucesso',
    hint: 'com o que fazer',
    template: 'despacho_tentativa_de_entrega',
  },
  {
    value: 'delivered',
    label: 'Pedido entregue',
    hint: 'com o link de avaliação',
    template: 'despacho_pedido_entregue',
  },
  { value: 'delayed', label: 'Entrega atrasada', hint: 'com a nova data', template: 'despacho_pedido_atrasado' },
] as const;

export type StepId = (typeof STEP_OPTIONS)[number]['value'];

export const stepLabel = (step: string) => STEP_OPTIONS.find((option) => option.value === step)?.label ?? step;

export const CHANNEL_LABELS: Record<string, string> = { email: 'E-mail', whatsapp: 'WhatsApp' };

/** A notice's state on the order's detail, with its colour. */
export const STATE_LABELS: Record<string, { label: string; color: string }> = {
  pending: { label: 'Enviando', color: 'yellow' },
  accepted: { label: 'Aceito pelo WhatsApp', color: 'blue' },
  sent: { label: 'Enviado', color: 'blue' },
  delivered: { label: 'Entregue', color: 'green' },
  read: { label: 'Lido', color: 'green' },
  failed: { label: 'Falhou', color: 'red' },
  skipped: { label: 'Não enviado', color: 'gray' },
};
