/**
 * The public tracking code of an order (/tracking/{code}): derived from the order's id, so it never
 * has to be stored on the event and a rebuilt read model gets the same code. 64 bits of the UUID in
 * base 36 after a 'DS' prefix; upper case so it reads well over the phone.
 */
export function trackingCodeOf(orderId: string): string {
  const hex = orderId.replace(/-/g, '').slice(0, 16);
  if (!/^[0-9a-f]{16}$/i.test(hex)) throw new Error(`Id de pedido inválido: ${orderId}`);
  return `DS${BigInt(`0x${hex}`).toString(36).toUpperCase().padStart(13, '0')}`;
}
