/** imask pattern: 0 is a digit, e.g. '00.000-000'; a list is a mask that switches as the input grows. */
export type Mask = string | { mask: string }[];

export const MASKS = {
  cep: '00.000-000',
  cnpj: '00.000.000/0000-00',
  cpf: '000.000.000-00',
  // A landline '(11) 3333-4444' until an 11th digit makes it a mobile '(11) 98765-4321' (formatPhone shows the same).
  phone: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
  // The order form's recipient phone as orders-pickups.md §5 writes it, '(99) 99999 9999' (landline '(99) 9999 9999').
  orderPhone: [{ mask: '(00) 0000 0000' }, { mask: '(00) 00000 0000' }],
} satisfies Record<string, Mask>;
