import { ApiProperty } from '@nestjs/swagger';

/** GET captcha: which captcha the tracking search asks for, and how to draw it. */
export class CaptchaWidgetDto {
  @ApiProperty({ enum: ['altcha', 'recaptcha'] }) provider: 'altcha' | 'recaptcha';
  @ApiProperty({ type: String, nullable: true, description: 'Chave pública do reCAPTCHA' }) site_key: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Script do widget do reCAPTCHA' }) script_url:
    string | null;
}
