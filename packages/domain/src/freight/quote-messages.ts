/** POST quotations' message when something was quoted (settings.md §8). */
export const QUOTE_RETURNED = 'Cotação retornada com sucesso';

/** The message when the company's active tables found no carrier for the destination (settings.md §8). */
export const NO_QUOTE_FOR_DESTINATION = 'Nenhuma cotação encontrada para esse destino';

/**
 * The message when the company has no active freight table at all: no destination can be quoted, and
 * saying 'no quote for this destination' would hide why. The screens recognise it to point to the way
 * to get a table (the request of onboarding step 4, also on the freight tables page).
 */
export const NO_ACTIVE_FREIGHT_TABLE =
  'Sua empresa ainda não tem tabela de frete ativa: nenhuma transportadora pode ser cotada.';
