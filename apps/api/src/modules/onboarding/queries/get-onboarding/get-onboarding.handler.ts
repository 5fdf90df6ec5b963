import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FREIGHT_TABLE_STEP, ONBOARDING_STEPS } from '../../domain/onboarding-steps.js';
import { TRAINING_MATERIAL } from '../../domain/training-material.js';
import type { OnboardingDto, OnboardingItemDto } from './onboarding.dto.js';
import { GetOnboardingQuery } from './get-onboarding.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

const TRAINING_STEP = 5;

interface Submission {
  step: number;
  data: {
    carrier?: string;
    federal_tax_id?: string;
    emails?: string[];
    files?: { path: string }[];
    solicitar?: boolean;
    video?: string;
    file?: string;
  };
  created_at: Date;
}

/** What step 4 sent, as the step's items: a carrier's table or the request for new carriers. */
function submissionItem({ data, created_at }: Submission): OnboardingItemDto {
  const date = created_at.toISOString();
  if (data.solicitar)
    return {
      date,
      title: 'Novas transportadoras solicitadas',
      description: 'Pode levar até 15 dias.',
      files: [],
      file: null,
      video: null,
    };
  const details = [
    data.federal_tax_id && `CNPJ ${data.federal_tax_id}`,
    data.emails?.length && `E-mails de coleta: ${data.emails.join(', ')}`,
  ];
  return {
    date,
    title: `Tabela de frete enviada${data.carrier ? `: ${data.carrier}` : ''}`,
    description: details.filter(Boolean).join(' · ') || null,
    files: data.files ?? [],
    file: null,
    video: null,
  };
}

/** The checklist of the caller's company: ticks by events, marks by buttons, step 4's sendings. */
@QueryHandler(GetOnboardingQuery)
export class GetOnboardingHandler implements IQueryHandler<GetOnboardingQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId }: GetOnboardingQuery): Promise<OnboardingDto> {
    const [ticked, marks, submissions, [dismissal]] = await Promise.all([
      runSql(this.db, sql`SELECT step FROM onboarding_steps WHERE company_id = ${companyId}`),
      runSql(this.db, sql`SELECT step, complete FROM onboarding_marks WHERE company_id = ${companyId}`),
      runSql(
        this.db,
        sql`SELECT step, data, created_at FROM onboarding_submissions WHERE company_id = ${companyId} AND step = ${FREIGHT_TABLE_STEP} ORDER BY created_at`,
      ) as Promise<Submission[]>,
      runSql(this.db, sql`SELECT 1 FROM onboarding_dismissals WHERE company_id = ${companyId}`),
    ]);
    const done = new Set<number>(ticked.map((row: { step: number }) => row.step));
    const marked = new Map<number, boolean>(
      marks.map((row: { step: number; complete: boolean }) => [row.step, row.complete]),
    );
    const steps = ONBOARDING_STEPS.map(({ step, title }) => {
      const complete = done.has(step) || marked.get(step) === true;
      const data =
        step === TRAINING_STEP ? TRAINING_MATERIAL : step === FREIGHT_TABLE_STEP ? submissions.map(submissionItem) : [];
      return { step, title, complete, skipped: !complete && marked.get(step) === false, data };
    });
    const pending = steps.find((step) => !step.complete && !step.skipped);
    return { is_complete: !pending, actual_step: pending?.step ?? null, dismissed: Boolean(dismissal), steps };
  }
}
