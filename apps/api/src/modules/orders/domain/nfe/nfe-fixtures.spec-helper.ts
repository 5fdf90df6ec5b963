import { readFileSync } from 'node:fs';

const FIXTURES = new URL('../../../../../test/fixtures/nfe/', import.meta.url);

/** The real samples of test/fixtures/nfe (see its README for what each exercises). */
export const SAMPLES = {
  cpfRecipient: '35180834128745000152550010000474281920007498-nfe.xml',
  cnpjRecipient: '35180834128745000152550010000476491552806942-nfe.xml',
  volumeWithoutWeights: '26180875335849000115550010000016871192213331-nfe.xml',
  manyItemsNoDeclaration: 'nfe.xml',
  cancelled: 'cancelada_55_new.xml',
  nfce: 'nfce112_1.xml',
  correctionLetter: '110110-53181011028793000173550010000066701204276800-1-procEventoNfe.xml',
} as const;

export function fixture(name: string): Buffer {
  return readFileSync(new URL(name, FIXTURES));
}

export function fixtureText(name: string): string {
  return fixture(name).toString('utf8');
}
