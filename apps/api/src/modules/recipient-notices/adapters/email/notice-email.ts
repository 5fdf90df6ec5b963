import type { NoticeStep } from '../../domain/notice-steps.js';
import { type NoticeContent, noticeLink, noticeText } from '../../domain/notice-content.js';

/** The company's tracking-page look (modules/tracking/queries/company-branding.ts), the logo's URL absolute. */
export interface EmailBranding {
  logoUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The tracking page's defaults when the company chose no colours. */
const PRIMARY = '#1c7ed6';
const SECONDARY = '#f1f3f5';

/** A notice as e-mail: plain text and HTML with the company's logo and colours (inline styles: mail readers drop <style>). */
export function noticeEmail(step: NoticeStep, content: NoticeContent, branding: EmailBranding) {
  const { subject, lines } = noticeText(step, content);
  const link = noticeLink(step, content);
  const primary = branding.primaryColor ?? PRIMARY;
  const secondary = branding.secondaryColor ?? SECONDARY;
  const header = branding.logoUrl
    ? `<img src="${escape(branding.logoUrl)}" alt="${escape(content.company)}" style="max-height:56px">`
    : `<strong style="font-size:20px;color:${primary}">${escape(content.company)}</strong>`;
  const html = `<!doctype html><html lang="pt-BR"><body style="margin:0;background:${secondary};font-family:Arial,sans-serif">
<table role="presentation" width="100%" style="background:${secondary};padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" style="background:#ffffff;border-radius:8px;padding:24px;border-top:6px solid ${primary}">
<tr><td style="padding-bottom:16px">${header}</td></tr>
${lines.map((line) => `<tr><td style="font-size:15px;color:#212529;padding:4px 0">${escape(line)}</td></tr>`).join('\n')}
<tr><td style="padding:20px 0"><a href="${escape(link.url)}" style="background:${primary};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escape(link.label)}</a></td></tr>
<tr><td style="font-size:12px;color:#868e96">${escape(content.company)} · aviso enviado pela Despacho</td></tr>
</table></td></tr></table></body></html>`;
  const text = [...lines, '', `${link.label}: ${link.url}`, '', `${content.company}`].join('\n');
  return { subject, text, html };
}
