import { DEFAULT_CONTINGENCY_WEIGHTS, onlyDigits } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { BackgroundTaskType, TaskStart } from '../../../platform/background-tasks/background-task-types.js';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import { PricingIndex } from '../queries/quotes/pricing-index.js';
import { ContingencyRequestPayload } from './contingency-request.payload.js';
import { ContingencyTableQueue } from './contingency-table.job.js';

export const CONTINGENCY_TASK = 'GenerateContingencyFreightTable';

/** The contingency request (settings.md §2, §3, §5): the pricing module's background task type. */
@Injectable()
export class ContingencyTableTask implements BackgroundTaskType<ContingencyRequestPayload> {
  readonly action = CONTINGENCY_TASK;
  readonly payload = ContingencyRequestPayload;
  readonly access = { area: 'settings', admin: true } as const;

  constructor(
    private readonly queue: ContingencyTableQueue,
    private readonly index: PricingIndex,
  ) {}

  property(payload: ContingencyRequestPayload): Record<string, unknown> {
    return {
      type: payload.type,
      zip_origin: onlyDigits(payload.zip_origin),
      increase_price: payload.increase_price ?? null,
      weights: payload.weights ?? DEFAULT_CONTINGENCY_WEIGHTS,
    };
  }

  async start({ taskId, payload, actor }: TaskStart<ContingencyRequestPayload>): Promise<string> {
    const weights = (payload.weights ?? DEFAULT_CONTINGENCY_WEIGHTS).map((w) => ({
      weight: w.weight,
      cargo_value: w.cargo_value,
    }));
    if (new Set(weights.map((w) => Math.round(w.weight * 1000))).size < weights.length)
      throw new InvalidInput('Cada faixa deve ter um peso Até (kg) diferente.');
    const pricing = await this.index.forCompany(actor.companyId);
    if (pricing.tables.length === 0)
      throw new InvalidInput(
        'Nenhuma tabela de frete ativa: ative uma tabela antes de gerar a tabela de contingência.',
      );
    await this.queue.enqueue({
      taskId,
      companyId: actor.companyId,
      user: { name: actor.name, email: actor.email },
      type: payload.type,
      zipOrigin: onlyDigits(payload.zip_origin),
      increase: payload.increase_price
        ? { type: payload.increase_price.type, value: payload.increase_price.value }
        : null,
      weights,
    });
    return 'Processo iniciado, assim que finalizado, você receberá um e-mail com as instruções';
  }
}
