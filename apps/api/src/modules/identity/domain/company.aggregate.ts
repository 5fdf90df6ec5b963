import { DEFAULT_STALE_TRACKING_BUSINESS_DAYS, DomainError, type QuotationView } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type CompanyAuditChanged,
  type LabelFormatChanged,
  type StaleTrackingDaysChanged,
  type CompanyEvent,
  type CompanyRegistered,
  type PromiseSettingsChanged,
  IdentityEvents,
  type QuotationViewChanged,
  type SecondVersionNoticeChanged,
  type TrackingBrandingChanged,
} from '../events/identity-events.js';

/** A second company with a CNPJ already taken (the companies read model's unique index). */
export const CNPJ_TAKEN = 'Este CNPJ já está cadastrado. Entre com o seu e-mail ou use "Esqueci minha senha".';

/** Display mode of a company that never chose one (the column's default). */
const DEFAULT_QUOTATION_VIEW: QuotationView = 2;

export class Company extends Aggregate<CompanyEvent> {
  readonly streamType = 'company';
  registered = false;
  name = '';
  quotationView: QuotationView = DEFAULT_QUOTATION_VIEW;
  staleTrackingDays = DEFAULT_STALE_TRACKING_BUSINESS_DAYS;
  labelFormat = 'pdf_10x15';
  trackingLogo: TrackingBrandingChanged['logo'] = null;
  secondVersionNotice = false;
  hasAuditEnabled = false;
  /** The last promise settings chosen; null: never chosen (the columns' defaults). */
  promiseSettings: Omit<PromiseSettingsChanged, 'company_id'> | null = null;

  register(input: { name: string; hasAuditEnabled: boolean; federalTaxId?: string }): void {
    if (this.registered) throw new DomainError('conflict', 'Empresa já cadastrada.');
    const event: CompanyRegistered = {
      company_id: this.id,
      name: input.name,
      has_audit_enabled: input.hasAuditEnabled,
      ...(input.federalTaxId ? { federal_tax_id: input.federalTaxId } : {}),
    };
    this.raise(IdentityEvents.CompanyRegistered, event);
  }

  /** Choosing the mode already in use changes nothing (the screen may send it twice). */
  changeQuotationView(view: QuotationView): void {
    if (!this.registered) throw new DomainError('not-found', 'Empresa não encontrada.');
    if (view === this.quotationView) return;
    const event: QuotationViewChanged = { company_id: this.id, quotation_view: view };
    this.raise(IdentityEvents.QuotationViewChanged, event);
  }

  /** The same number again changes nothing. */
  changeStaleTrackingDays(days: number): void {
    if (!this.registered) throw new DomainError('not-found', 'Empresa não encontrada.');
    if (days === this.staleTrackingDays) return;
    this.raise(IdentityEvents.StaleTrackingDaysChanged, {
      company_id: this.id,
      stale_tracking_days: days,
    } satisfies StaleTrackingDaysChanged);
  }

  /** The same format again changes nothing. */
  changeLabelFormat(format: string): void {
    if (!this.registered) throw new DomainError('not-found', 'Empresa não encontrada.');
    if (format === this.labelFormat) return;
    this.raise(IdentityEvents.LabelFormatChanged, {
      company_id: this.id,
      label_format: format,
    } satisfies LabelFormatChanged);
  }

  /** The same settings again change nothing. */
  changePromiseSettings(settings: Omit<PromiseSettingsChanged, 'company_id'>): void {
    if (!this.registered) throw new DomainError('not-found', 'Empresa não encontrada.');
    const current = this.promiseSettings;
    if (current && (Object.keys(settings) as (keyof typeof settings)[]).every((k) => current[k] === settings[k]))
      return;
    this.raise(IdentityEvents.PromiseSettingsChanged, { company_id: this.id, ...settings });
  }

  changeTrackingBranding(branding: Omit<TrackingBrandingChanged, 'company_id'>): void {
    if (!this.registered) throw new DomainError('not-found', 'Empresa não encontrada.');
    this.raise(IdentityEvents.TrackingBrandingChanged, {
      company_id: this.id,
      ...branding,
    } satisfies TrackingBrandingChanged);
  }

  /** Set by the provider's staff; setting what is already set changes nothing. */
  changeSecondVersionNotice(shown: boolean): void {
    if (!this.registered) throw new DomainError('not-found', 'Empresa não encontrada.');
    if (shown === this.secondVersionNotice) return;
    this.raise(IdentityEvents.SecondVersionNoticeChanged, {
      company_id: this.id,
      second_version_notice: shown,
    } satisfies SecondVersionNoticeChanged);
  }

  /** Switching to the state the company is already in changes nothing. */
  changeAudit(enabled: boolean): void {
    if (!this.registered) throw new DomainError('not-found', 'Empresa não encontrada.');
    if (enabled === this.hasAuditEnabled) return;
    this.raise(IdentityEvents.CompanyAuditChanged, {
      company_id: this.id,
      has_audit_enabled: enabled,
    } satisfies CompanyAuditChanged);
  }

  protected evolve({ type, data }: CompanyEvent): void {
    switch (type) {
      case IdentityEvents.CompanyRegistered:
        this.registered = true;
        this.name = data.name;
        this.hasAuditEnabled = data.has_audit_enabled;
        return;
      case IdentityEvents.CompanyAuditChanged:
        this.hasAuditEnabled = data.has_audit_enabled;
        return;
      case IdentityEvents.QuotationViewChanged:
        this.quotationView = data.quotation_view;
        return;
      case IdentityEvents.TrackingBrandingChanged:
        this.trackingLogo = data.logo;
        return;
      case IdentityEvents.StaleTrackingDaysChanged:
        this.staleTrackingDays = data.stale_tracking_days;
        return;
      case IdentityEvents.LabelFormatChanged:
        this.labelFormat = data.label_format;
        return;
      case IdentityEvents.SecondVersionNoticeChanged:
        this.secondVersionNotice = data.second_version_notice;
        return;
      case IdentityEvents.PromiseSettingsChanged: {
        const { company_id: _, ...settings } = data;
        this.promiseSettings = settings;
        return;
      }
    }
  }
}
