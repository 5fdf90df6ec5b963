import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export class BrandingLogoPayload {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload (PNG, JPEG ou WebP de até 512 KB)' })
  @IsString({ message: 'Envie o logo.' })
  @IsNotEmpty({ message: 'Envie o logo.' })
  @MaxLength(300, { message: 'Arquivo não encontrado.' })
  path: string;
}

/** The logo and colours end customers see on /tracking/c/{company} (public-account.md §2.1); no logo shows the name. */
export class ChangeTrackingBrandingPayload {
  @ApiProperty({
    type: BrandingLogoPayload,
    nullable: true,
    required: false,
    description: 'Ausente: mantém o logo atual; null: remove o logo (a página mostra o nome da loja)',
  })
  @IsOptional()
  @IsObject({ message: 'Envie o logo.' })
  @NestedPayload(() => BrandingLogoPayload)
  logo?: BrandingLogoPayload | null;

  @ApiProperty({ example: '#1B5E20', description: 'Cor dos botões e destaques (#RRGGBB)' })
  @Matches(HEX_COLOR, { message: 'Informe a cor principal no formato #RRGGBB.' })
  primary_color: string;

  @ApiProperty({ example: '#FFFFFF', description: 'Cor do cabeçalho (#RRGGBB)' })
  @Matches(HEX_COLOR, { message: 'Informe a cor do cabeçalho no formato #RRGGBB.' })
  secondary_color: string;
}
