import { ApiProperty } from '@nestjs/swagger';

export class OnboardingFileDto {
  @ApiProperty() path: string;
}

/** One item of a step: the material to open (step 5) or what the step sent (step 4). */
export class OnboardingItemDto {
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) date: string | null;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ type: [OnboardingFileDto] }) files: OnboardingFileDto[];
  @ApiProperty({ nullable: true, type: String, description: 'Material (guia) entregue com o produto' }) file:
    string | null;
  @ApiProperty({ nullable: true, type: String }) video: string | null;
}

export class OnboardingStepDto {
  @ApiProperty({ minimum: 1, maximum: 8 }) step: number;
  @ApiProperty() title: string;
  @ApiProperty() complete: boolean;
  @ApiProperty({ description: 'Pulado pelo botão (e ainda não concluído)' }) skipped: boolean;
  @ApiProperty({ type: [OnboardingItemDto] }) data: OnboardingItemDto[];
}

export class OnboardingDto {
  @ApiProperty({ description: 'Todos os passos concluídos ou pulados' }) is_complete: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'O primeiro passo pendente; null quando concluído' })
  actual_step: number | null;
  @ApiProperty({ description: 'Deixado para depois: o login não leva mais ao onboarding' }) dismissed: boolean;
  @ApiProperty({ type: [OnboardingStepDto] }) steps: OnboardingStepDto[];
}

export class OnboardingMessageDto {
  @ApiProperty() message: string;
}
