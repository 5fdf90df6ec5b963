/** What each step of public-account.md §2.9 asks, and where in the app it is done (null: by its dialog). */
export const STEP_GUIDES: Record<number, { text: string; link: { to: string; label: string } | null }> = {
  1: {
    text: 'Confira os dados da sua empresa (razão social, CNPJ, logo e cores da página de rastreio).',
    link: { to: '/settings/tracking', label: 'Abrir dados da empresa' },
  },
  2: {
    text: 'Convide outras pessoas da sua equipe para usar o Despacho.',
    link: { to: '/settings/users/new', label: 'Convidar usuário' },
  },
  3: {
    text: 'Cadastre o seu primeiro centro de distribuição (CD): o endereço de onde os pedidos saem.',
    link: { to: '/settings/distribution-centers/new', label: 'Cadastrar CD' },
  },
  4: {
    text: 'Ative as tabelas de frete das suas transportadoras. Envie a tabela de uma transportadora para a nossa equipe cadastrar, ou solicite que busquemos novas transportadoras.',
    link: { to: '/settings/freight-tables', label: 'Ver tabelas de frete' },
  },
  5: { text: 'Conheça o Despacho pelos materiais de treinamento, que abrem sem internet.', link: null },
  6: {
    text: 'Importe os seus produtos com medidas e peso para cotar o frete pelo SKU.',
    link: { to: '/settings/products', label: 'Importar produtos' },
  },
  7: { text: 'Conecte a sua loja virtual, marketplace ou ERP para receber os pedidos automaticamente.', link: null },
  8: { text: 'Cadastre ou importe o seu primeiro pedido.', link: { to: '/orders/new', label: 'Cadastrar Pedido' } },
};
