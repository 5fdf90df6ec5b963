import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative (the recipient notices carry the company's look); text stays for plain readers. */
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
}

/** Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file to MAIL_DIR. */
@Injectable()
export class Mailer {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (this.config.smtpUrl) return;
    await mkdir(this.config.mailDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`;
    await writeFile(join(this.config.mailDir, name), info.message as Buffer);
  }
}
