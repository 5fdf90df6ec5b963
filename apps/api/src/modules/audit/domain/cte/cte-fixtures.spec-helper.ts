import { readFileSync } from 'node:fs';

const FIXTURES = new URL('../../../../../test/fixtures/cte/', import.meta.url);

/** The v4 sample's sender (rem): a company with a CD of this CNPJ is a party of it, so may import it. */
export const CTE_V4_SENDER = '23924902942209';

/** The public samples of test/fixtures/cte (see its README for what each exercises). */
export const CTE_SAMPLES = {
  v4: 'dacte_test_1.xml',
  v4ManyKeys: 'dacte_test_multi_pages.xml',
  v3CancelledProtocol: '24210231626841000132570010000007811746401259.xml',
  v3CancelEventAppended: '41200679549135000160570260000000141828508111-procCancCTe.xml',
  correctionLetter: 'proccce.xml',
  v4IcmsSt: 'dacte_icms_st.xml',
  v4AlphanumericCnpj: 'dacte_cnpj_alfanumerico.xml',
  v4TaxReform: 'CTe35240759594315000157570010000057311040445890.xml',
  v3Bare: '43120178408960000182570010000000041000000047-cte.xml',
  v3LoneFreteValor: '43171099999999999999570010000024631000000106-cte.xml',
  v3OtherDocuments: '51160624686092000173570010000000031000000020-cte.XML',
  v3Export: 'cte_hom_com_prot.xml',
  v2: '43160981450900000132570010000000111000000100-cte.xml',
  cteOs: '35170799999999999999670000000000261309301440-cte-of.xml',
} as const;

export const cteFixtureText = (name: string): string => readFileSync(new URL(name, FIXTURES), 'utf8');
