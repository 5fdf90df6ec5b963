/** Real CEPs and their streets in several states, for demo recipients. */
export const DEMO_PLACES = [
  { zip: '01310100', street1: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  { zip: '01001000', street1: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
  { zip: '04538133', street1: 'Avenida Brigadeiro Faria Lima', neighborhood: 'Itaim Bibi', city: 'São Paulo', state: 'SP' },
  { zip: '13015904', street1: 'Rua Barão de Jaguara', neighborhood: 'Centro', city: 'Campinas', state: 'SP' },
  { zip: '22021001', street1: 'Avenida Atlântica', neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ' },
  { zip: '20010000', street1: 'Rua Primeiro de Março', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
  { zip: '30130003', street1: 'Avenida Afonso Pena', neighborhood: 'Centro', city: 'Belo Horizonte', state: 'MG' },
  { zip: '80020310', street1: 'Rua XV de Novembro', neighborhood: 'Centro', city: 'Curitiba', state: 'PR' },
  { zip: '90020004', street1: 'Rua dos Andradas', neighborhood: 'Centro Histórico', city: 'Porto Alegre', state: 'RS' },
  { zip: '88010400', street1: 'Rua Felipe Schmidt', neighborhood: 'Centro', city: 'Florianópolis', state: 'SC' },
  { zip: '40020000', street1: 'Avenida Sete de Setembro', neighborhood: 'Centro', city: 'Salvador', state: 'BA' },
  { zip: '50030230', street1: 'Avenida Guararapes', neighborhood: 'Santo Antônio', city: 'Recife', state: 'PE' },
  { zip: '60165121', street1: 'Avenida Beira Mar', neighborhood: 'Meireles', city: 'Fortaleza', state: 'CE' },
  { zip: '70040010', street1: 'Setor Bancário Sul Quadra 1', neighborhood: 'Asa Sul', city: 'Brasília', state: 'DF' },
  { zip: '74015010', street1: 'Avenida Goiás', neighborhood: 'Setor Central', city: 'Goiânia', state: 'GO' },
] as const;

export const FIRST_NAMES = ['Ana', 'Bruno', 'Camila', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Patrícia', 'Rafael', 'Sofia', 'Thiago', 'Vanessa', 'Lucas'];
export const LAST_NAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Almeida', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Araújo'];
export const BUSINESS_NAMES = ['Papelaria Central', 'Mercado Bom Preço', 'Academia Movimento', 'Escritório Contábil Exato', 'Clínica Sorriso', 'Restaurante Sabor da Terra', 'Hotel Boa Vista', 'Escola Aprender'];
export const BUSINESS_SUFFIXES = ['Ltda', 'ME', 'EIRELI', 'S.A.'];
