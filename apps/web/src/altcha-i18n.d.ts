// altcha ships a declaration for 'pt' only; the pt-BR bundle registers its texts as a side effect.
declare module 'altcha/i18n/pt-br';
