import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../src/platform/event-store/stored-event.js';
import { runSql, sql } from '../../src/platform/database/sql.js';
import {
  Carrier,
  CarrierPickupEmails,
  DistributionCenter,
  type CarrierRegistered,
} from '../../src/modules/catalog/index.js';

type DemoCarrier = Omit<CarrierRegistered, 'carrier_id' | 'company_id' | 'image' | 'state_tax_id'>;

/** Realistic carriers of the shared catalog (fictitious but valid CNPJs). */
export const DEMO_CARRIERS: DemoCarrier[] = [
  {
    name: 'Jadlog',
    canonical_name: 'jadlog',
    federal_tax_id: '12345678000195',
    city: 'Barueri',
    state: 'SP',
    phone: '1135632000',
  },
  {
    name: 'Correios SEDEX',
    canonical_name: 'correios-sedex',
    federal_tax_id: '23456789000195',
    city: 'Brasília',
    state: 'DF',
    phone: '3003031000',
  },
  {
    name: 'Rodonaves',
    canonical_name: 'rodonaves',
    federal_tax_id: '34567890000130',
    city: 'Ribeirão Preto',
    state: 'SP',
    phone: '1636036000',
  },
  {
    name: 'Azul Cargo Express',
    canonical_name: 'azul-cargo',
    federal_tax_id: '45678901000175',
    city: 'Barueri',
    state: 'SP',
    phone: '4003118000',
  },
  {
    name: 'Braspress',
    canonical_name: 'braspress',
    federal_tax_id: '56789012000100',
    city: 'São Paulo',
    state: 'SP',
    phone: '1121888000',
  },
  {
    name: 'Total Express',
    canonical_name: 'total-express',
    federal_tax_id: '67890123000116',
    city: 'Barueri',
    state: 'SP',
    phone: '1121694000',
  },
];

/** Loja Demo's pickup-request addresses for some shared carriers, so a pickup request can e-mail them. */
const DEMO_PICKUP_EMAILS: Record<string, string[]> = {
  jadlog: ['coleta@jadlog.test'],
  rodonaves: ['coletas.sp@rodonaves.test', 'sac@rodonaves.test'],
  braspress: ['agendamento@braspress.test'],
  // Also where the freight audit's disputes go (a carrier's registered e-mails).
  'correios-sedex': ['faturamento@correios.test'],
  'total-express': ['auditoria@totalexpress.test'],
  'azul-cargo': ['coletas@azulcargo.test'],
};

const DEMO_CENTERS = [
  {
    reference: 'CD1',
    name: 'CD',
    address: {
      zip: '01310100',
      street1: 'Avenida Paulista',
      number: '1000',
      street2: 'Galpão 2',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  },
  {
    reference: 'CD2',
    name: 'CD Extrema',
    address: {
      zip: '37640000',
      street1: 'Rodovia Fernão Dias',
      number: '950',
      street2: 'Módulo 4',
      neighborhood: 'Distrito Industrial',
      city: 'Extrema',
      state: 'MG',
    },
  },
];

/** The shared carriers once, Loja Demo's pickup e-mails once, and a CD for each demo company that has none. */
@Injectable()
export class DemoCatalog {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async seed(): Promise<void> {
    const context: CommandContext = { companyId: null, userId: null, correlationId: randomUUID() };
    const existing = new Set(
      (await this.db.query('SELECT canonical_name FROM carriers')).map(
        (r: { canonical_name: string }) => r.canonical_name,
      ),
    );
    for (const demo of DEMO_CARRIERS.filter((c) => !existing.has(c.canonical_name))) {
      const carrier = new Carrier(randomUUID());
      carrier.register({ ...demo, company_id: null, image: null, state_tax_id: null });
      await this.repository.save(carrier, context);
    }
    await this.seedPickupEmails(context);
    const companies = await this.db.query(
      `SELECT c.id, c.name, c.federal_tax_id FROM companies c WHERE NOT EXISTS (SELECT 1 FROM distribution_centers d WHERE d.company_id = c.id)`,
    );
    for (const company of companies) {
      // Loja Demo also ships from a second CD, so drop-shipping orders have two origins to show.
      const centers = company.name === 'Loja Demo' ? DEMO_CENTERS : DEMO_CENTERS.slice(0, 1);
      for (const demo of centers) {
        const center = new DistributionCenter(randomUUID());
        center.register(company.id, {
          reference: demo.reference,
          name: `${demo.name} ${company.name}`.slice(0, 20),
          expedition_time: 1,
          address: {
            residential: false,
            name: `${company.name} Comércio Eletrônico Ltda`,
            federal_tax_id: company.federal_tax_id ?? '78901234000105',
            phone: '11987654321',
            email: 'expedicao@lojademo.test',
            country: 'BRA',
            ...demo.address,
          },
          pickup_window: Object.fromEntries(
            ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [
              d,
              { time1: '09:00', time2: '12:00', time3: '14:00', time4: '17:00' },
            ]),
          ) as never,
        });
        await this.repository.save(center, { ...context, companyId: company.id });
      }
    }
  }

  private async seedPickupEmails(context: CommandContext): Promise<void> {
    const [company] = await this.db.query(`SELECT id FROM companies WHERE name = 'Loja Demo'`);
    if (!company) return;
    const carriers = await runSql(
      this.db,
      sql`SELECT id, canonical_name FROM carriers WHERE company_id IS NULL AND canonical_name = ANY(${Object.keys(DEMO_PICKUP_EMAILS)})`,
    );
    for (const carrier of carriers) {
      const { aggregate: list, exists } = await this.repository.load(CarrierPickupEmails.of(company.id, carrier.id));
      if (exists) continue; // the merchant's own edits win over the demo list
      list.replace(company.id, carrier.id, DEMO_PICKUP_EMAILS[carrier.canonical_name]);
      await this.repository.save(list, { ...context, companyId: company.id });
    }
  }
}
