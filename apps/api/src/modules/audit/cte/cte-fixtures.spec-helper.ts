import { readFileSync } from 'node:fs';

const FIXTURES = new URL('../../../../test/fixtures/cte/', import.meta.url);

/** The public samples of test/fixtures/cte (see its README for what each exercises). */
export const CTE_SAMPLES = {
  v4: 'dacte_test_1.xml',
  v4ManyKeys: 'dacte_test_multi_pages.xml',
  v3CancelledProtocol: '24210231626841000132570010000007811746401259.xml',
  v3CancelEventAppended: '41200679549135000160570260000000141828508111-procCancCTe.xml',
  correctionLetter: 'proccce.xml',
} as const;

export const cteFixtureText = (name: string): string => readFileSync(new URL(name, FIXTURES), 'utf8');
