import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { BREACH_ACTIONS, PROMISE_SOURCES } from '../../../identity/index.js';

const CONFIDENCE = 'Informe uma confiança de 50 a 99%.';
const SAMPLES = 'Informe um mínimo de 1 a 10.000 entregas.';
const THRESHOLD = 'Informe um limite de 0 a 100%.';

/** ChangePromiseSettings: which deadline the company's quotes promise and what a lane late too often does. */
export class ChangePromiseSettingsPayload {
  @ApiProperty({
    enum: PROMISE_SOURCES,
    description: "Prazo mostrado nas cotações: 'table' (o da tabela de frete) ou 'learned' (o aprendido das entregas)",
  })
  @IsIn(PROMISE_SOURCES, { message: "Escolha o prazo da tabela ('table') ou o aprendido ('learned')." })
  promise_source: 'table' | 'learned';

  @ApiProperty({
    minimum: 50,
    maximum: 99,
    description: 'Percentil do tempo de trânsito da rota prometido (padrão 90)',
  })
  @IsInt({ message: CONFIDENCE })
  @Min(50, { message: CONFIDENCE })
  @Max(99, { message: CONFIDENCE })
  promise_confidence: number;

  @ApiProperty({
    minimum: 1,
    maximum: 10_000,
    description: 'Entregas que uma rota precisa para usar o prazo aprendido (padrão 20)',
  })
  @IsInt({ message: SAMPLES })
  @Min(1, { message: SAMPLES })
  @Max(10_000, { message: SAMPLES })
  promise_min_samples: number;

  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: '% de entregas no prazo abaixo do qual a rota é tratada (padrão 85)',
  })
  @IsInt({ message: THRESHOLD })
  @Min(0, { message: THRESHOLD })
  @Max(100, { message: THRESHOLD })
  lane_on_time_threshold: number;

  @ApiProperty({
    enum: BREACH_ACTIONS,
    description:
      "Rota abaixo do limite: 'widen' (amplia o prazo ao p95), 'demote' (transportadora vai para o fim) ou 'none'",
  })
  @IsIn(BREACH_ACTIONS, { message: "Escolha 'widen', 'demote' ou 'none' para as rotas abaixo do limite." })
  lane_breach_action: 'widen' | 'demote' | 'none';
}
