/** The moments a recipient may be told of (issue 32), in the order a delivery meets them. */
export const NOTICE_STEPS = ['shipped', 'out_for_delivery', 'failed_attempt', 'delivered', 'delayed'] as const;
export type NoticeStep = (typeof NOTICE_STEPS)[number];

export const NOTICE_CHANNELS = ['email', 'whatsapp'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** How each step is named to the merchant (settings, order detail) and in the e-mail's subject. */
export const STEP_LABELS: Record<NoticeStep, string> = {
  shipped: 'Pedido enviado',
  out_for_delivery: 'Saiu para entrega',
  failed_attempt: 'Tentativa de entrega sem sucesso',
  delivered: 'Pedido entregue',
  delayed: 'Entrega atrasada',
};

/**
 * The WhatsApp templates a company starts with (category utility: notices fall outside the 24-hour
 * window, CARRIERS.md §7.3). Each must be approved in the merchant's WhatsApp Business account with
 * the body parameters of `templateParameters`, in that order.
 */
export const DEFAULT_TEMPLATES: Record<NoticeStep, string> = {
  shipped: 'despacho_pedido_enviado',
  out_for_delivery: 'despacho_saiu_para_entrega',
  failed_attempt: 'despacho_tentativa_de_entrega',
  delivered: 'despacho_pedido_entregue',
  delayed: 'despacho_pedido_atrasado',
};

/** The text of the public tracking page's opt-in checkbox, stored with every opt-in as shown. */
export const WHATSAPP_OPT_IN_TEXT = 'Quero receber avisos pelo WhatsApp sobre a entrega deste pedido.';
