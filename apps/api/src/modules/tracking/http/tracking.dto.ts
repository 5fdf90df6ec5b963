import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { IsFilledText } from '../../orders/index.js';
import { OrderStatusDto, StatusTransitionDto } from '../../orders/index.js';
import { TrackingDetailDto } from '../../orders/index.js';
import { NestedPayload } from '../../../platform/http/nested-payload.js';

/** The solved captcha a call that could be guessed must carry (public-account.md §5: 'Insira a resposta do recaptcha'). */
export class CaptchaAnswerDto {
  @ApiProperty({ description: 'Resposta do desafio (captcha)' })
  @IsFilledText(20_000, 'Insira a resposta do recaptcha', 'Resposta do captcha inválida.')
  recaptcha: string;
}

/**
 * POST company-tracking/{company}?ref= (public-account.md §7): the captcha, and the recipient's CPF or
 * CNPJ to see the whole result (docs/tracking.md: a guessed store number alone shows city/state and status).
 */
export class CompanyTrackingDto extends CaptchaAnswerDto {
  @ApiProperty({
    required: false,
    description: 'CPF ou CNPJ do destinatário (com ou sem máscara): abre o resultado completo',
  })
  @IsOptional()
  @IsString({ message: 'Informe o CPF ou CNPJ do destinatário.' })
  @MaxLength(255, { message: 'O documento deve ter no máximo 255 caracteres.' })
  federal_tax_id?: string;
}

/** POST tracking {federal_tax_id, recaptcha, company}: search by CPF or CNPJ (public-account.md §7). */
export class TrackingSearchDto extends CaptchaAnswerDto {
  @ApiProperty({ description: 'CPF ou CNPJ do destinatário (com ou sem máscara)' })
  @IsFilledText(255, 'Informe o CPF ou CNPJ.', 'O documento deve ter no máximo 255 caracteres.')
  federal_tax_id: string;

  @ApiProperty({ required: false, enum: [1, 2], description: '1 CPF, 2 CNPJ' })
  @IsOptional()
  @IsIn([1, 2], { message: 'Tipo de documento inválido: 1 CPF ou 2 CNPJ.' })
  type?: 1 | 2;

  @ApiProperty({ required: false, format: 'uuid', description: 'Só os pedidos desta empresa (/tracking/c/{company})' })
  @IsOptional()
  @IsUUID('all', { message: 'Empresa inválida.' })
  company?: string;
}

export class TrackingCodeDto {
  @ApiProperty() tracking_code: string;
}

export class TrackingResultCodeDto {
  @ApiProperty({ type: String, nullable: true, description: 'null num resultado limitado' }) tracking_code:
    string | null;
}

export class TrackingCompanyDto {
  @ApiProperty() name: string;
}

/** The company's tracking-page look (public-account.md §2.1): null colours and logo keep Despacho's. */
export class TrackingBrandingDto extends TrackingCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true, description: 'URL pública do logo' }) logo_url: string | null;
  @ApiProperty({ type: String, nullable: true, example: '#1B5E20' }) primary_color: string | null;
  @ApiProperty({ type: String, nullable: true, example: '#FFFFFF' }) secondary_color: string | null;
}

export class TrackingTrackerDto extends TrackingResultCodeDto {
  @ApiProperty({ type: [TrackingDetailDto], description: 'Mais recentes primeiro, sem os códigos internos 200 e 201' })
  details: TrackingDetailDto[];
}

export class TrackingDeliveryDto {
  @ApiProperty({ type: String, nullable: true, format: 'date' }) delivery_date: string | null;
}

export class TrackingListItemDto {
  @ApiProperty({ type: TrackingCodeDto }) tracker: TrackingCodeDto;
  @ApiProperty() reference: string;
  @ApiProperty({ type: OrderStatusDto }) status: OrderStatusDto;
  @ApiProperty({ type: TrackingCompanyDto }) company: TrackingCompanyDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class TrackingListDto {
  @ApiProperty({ type: [TrackingListItemDto] }) data: TrackingListItemDto[];
}

export class TrackingCarrierDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) federal_tax_id: string | null;
  @ApiProperty({ type: String, nullable: true }) canonical: string | null;
}

/** The destination; a limited result keeps only city and state. */
export class TrackingAddressDto {
  @ApiProperty({ type: String, nullable: true }) zip: string | null;
  @ApiProperty({ type: String, nullable: true }) street1: string | null;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
  @ApiProperty({ type: String, nullable: true }) street2: string | null;
  @ApiProperty({ type: String, nullable: true }) neighborhood: string | null;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
}

/** public-account.md §3 Tracking result: no price, no origin. */
export class TrackingResultDto {
  @ApiProperty({ type: TrackingTrackerDto }) tracker: TrackingTrackerDto;
  @ApiProperty({ type: [StatusTransitionDto] }) status_transition: StatusTransitionDto[];
  @ApiProperty({ type: OrderStatusDto }) status: OrderStatusDto;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) delivered_at: string | null;
  @ApiProperty() reference: string;
  @ApiProperty({ type: TrackingBrandingDto }) company: TrackingBrandingDto;
  @ApiProperty({ type: TrackingDeliveryDto }) delivery: TrackingDeliveryDto;
  @ApiProperty({ type: TrackingCarrierDto, nullable: true }) carrier: TrackingCarrierDto | null;
  @ApiProperty({ type: TrackingAddressDto }) to_address: TrackingAddressDto;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({
    description:
      'Resultado limitado (rastreio pela referência da loja sem o CPF/CNPJ do destinatário): só status, passos, cidade e UF',
  })
  limited: boolean;
  @ApiProperty({
    description: 'Mostrar os quatro passos: algum evento com status acima de 2 e diferente de 6 (leitura b de §2.3)',
  })
  show_steps: boolean;
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'date-time', nullable: true },
    description: 'As datas de cada passo (Coletado, Em Trânsito, Saiu para entrega, Entregue), ou null',
  })
  step_dates: (string | null)[];
}

export class RateReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @Type(() => Number)
  @IsInt({ message: 'Escolha de 1 a 5 estrelas.' })
  @Min(1, { message: 'Escolha de 1 a 5 estrelas.' })
  @Max(5, { message: 'Escolha de 1 a 5 estrelas.' })
  rate: number;

  @ApiProperty({ required: false, type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'O comentário deve ter no máximo 1000 caracteres.' })
  message?: string | null;
}

/** A rating already given (public-account.md §3 Rating: rate, message, created_at). */
export class GivenRatingDto {
  @ApiProperty({ minimum: 1, maximum: 5 }) rate: number;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/** GET public/rate-delivery/{token}: what the rating link opens on; review null until the recipient rates. */
export class DeliveryRatingDto {
  @ApiProperty({ type: GivenRatingDto, nullable: true }) review: GivenRatingDto | null;
}

/** POST public/rate-delivery {token, review{rate, message}}. */
export class RateDeliveryDto {
  @ApiProperty()
  @IsFilledText(200, 'Link de avaliação inválido.', 'Link de avaliação inválido.')
  token: string;

  @ApiProperty({ type: RateReviewDto })
  @IsObject({ message: 'Escolha de 1 a 5 estrelas.' })
  @NestedPayload(() => RateReviewDto)
  review: RateReviewDto;
}
