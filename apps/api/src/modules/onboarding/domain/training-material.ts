/**
 * Step 5's material, shipped inside the web app (apps/web/public/training): it opens with no call to
 * the internet. A guide per area of the product; `video` stays null until recorded videos ship too.
 */
export const TRAINING_MATERIAL = [
  {
    title: 'Primeiros passos no Despacho',
    description: 'Como o Despacho organiza pedidos, cotações, coletas e rastreio.',
    file: '/training/primeiros-passos.html',
  },
  {
    title: 'Tabelas de frete e regras',
    description: 'Importar a tabela de uma transportadora, ativá-la e ajustar preços com regras de frete.',
    file: '/training/tabelas-de-frete.html',
  },
  {
    title: 'Pedidos e coletas',
    description: 'Cadastrar ou importar pedidos, pedir a coleta e acompanhar a entrega.',
    file: '/training/pedidos-e-coletas.html',
  },
].map((item) => ({ ...item, date: null, files: [], video: null }));
