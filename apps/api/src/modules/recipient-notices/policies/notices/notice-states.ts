/**
 * A notice's state, in the order it can only move forward: a WhatsApp status webhook never takes a
 * notice back (read stays read when a late 'delivered' arrives; CARRIERS.md §7.2), and 'delivered'
 * or 'read' may follow 'failed' (multi-device). An e-mail goes pending → sent | failed. 'skipped' (no
 * address, no opt-in) never moves.
 */
export const NOTICE_STATE_ORDER = ['pending', 'accepted', 'sent', 'failed', 'delivered', 'read'] as const;
export type NoticeState = (typeof NOTICE_STATE_ORDER)[number] | 'skipped';

/** The WhatsApp statuses a webhook may bring that move a notice ('played' is for voice, nothing here). */
export const WHATSAPP_STATUSES: readonly string[] = ['sent', 'delivered', 'read', 'failed'];
