import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { IdentityEvents } from '../events/identity-events.js';
import { Company } from './company.aggregate.js';

const registered = {
  type: IdentityEvents.CompanyRegistered,
  data: { company_id: 'company-a', name: 'Loja A', has_audit_enabled: false },
};
const branding = { logo: null, primary_color: '#112233', secondary_color: '#ffffff' };
const company = () => new Company('company-a');
const notFound = ['not-found', 'Empresa não encontrada.'] as const;

describe('Company.register', () => {
  it("records the company's CNPJ when it has one", () => {
    given(company())
      .when((c) => c.register({ name: 'Loja A', hasAuditEnabled: false, federalTaxId: '11222333000181' }))
      .thenRaises({ ...registered, data: { ...registered.data, federal_tax_id: '11222333000181' } });
  });

  it('registers once', () => {
    const c = given(company())
      .when((c) => c.register({ name: 'Loja A', hasAuditEnabled: false }))
      .thenRaises(registered);
    expect([c.registered, c.name, c.quotationView]).toEqual([true, 'Loja A', 2]);
    given(company(), registered)
      .when((c) => c.register({ name: 'Loja A', hasAuditEnabled: false }))
      .thenRefuses('conflict', 'Empresa já cadastrada.');
  });
});

describe('Company.changeQuotationView', () => {
  it('records a new mode; the mode in use changes nothing', () => {
    given(company(), registered)
      .when((c) => c.changeQuotationView(1))
      .thenRaises({ type: IdentityEvents.QuotationViewChanged, data: { company_id: 'company-a', quotation_view: 1 } });
    given(company(), registered)
      .when((c) => c.changeQuotationView(2))
      .thenRaisesNothing();
  });
});

describe('Company.changeSecondVersionNotice', () => {
  it('records a change; setting what is set changes nothing', () => {
    given(company(), registered)
      .when((c) => c.changeSecondVersionNotice(true))
      .thenRaises({
        type: IdentityEvents.SecondVersionNoticeChanged,
        data: { company_id: 'company-a', second_version_notice: true },
      });
    given(company(), registered)
      .when((c) => c.changeSecondVersionNotice(false))
      .thenRaisesNothing();
  });
});

describe('Company.changeLabelFormat', () => {
  it('records a new default format; the one in use (pdf_10x15 at first) changes nothing', () => {
    given(company(), registered)
      .when((c) => c.changeLabelFormat('zpl'))
      .thenRaises({ type: IdentityEvents.LabelFormatChanged, data: { company_id: 'company-a', label_format: 'zpl' } });
    given(company(), registered)
      .when((c) => c.changeLabelFormat('pdf_10x15'))
      .thenRaisesNothing();
  });
});

describe('Company.changeAudit', () => {
  it('switches the audit on; switching to the current state changes nothing', () => {
    const switchedOn = {
      type: IdentityEvents.CompanyAuditChanged,
      data: { company_id: 'company-a', has_audit_enabled: true },
    };
    given(company(), registered)
      .when((c) => c.changeAudit(true))
      .thenRaises(switchedOn);
    given(company(), registered, switchedOn)
      .when((c) => c.changeAudit(true))
      .thenRaisesNothing();
  });
});

describe('Company.changeTrackingBranding', () => {
  it('records the branding of a registered company', () => {
    given(company(), registered)
      .when((c) => c.changeTrackingBranding(branding))
      .thenRaises({ type: IdentityEvents.TrackingBrandingChanged, data: { company_id: 'company-a', ...branding } });
  });
});

describe('Company.changePromiseSettings', () => {
  const settings = {
    promise_source: 'learned',
    promise_confidence: 95,
    promise_min_samples: 20,
    lane_on_time_threshold: 85,
    lane_breach_action: 'demote',
  } as const;
  const changed = { type: IdentityEvents.PromiseSettingsChanged, data: { company_id: 'company-a', ...settings } };

  it('records the settings; the same settings again change nothing, any other field does', () => {
    given(company(), registered)
      .when((c) => c.changePromiseSettings(settings))
      .thenRaises(changed);
    given(company(), registered, changed)
      .when((c) => c.changePromiseSettings({ ...settings }))
      .thenRaisesNothing();
    given(company(), registered, changed)
      .when((c) => c.changePromiseSettings({ ...settings, lane_breach_action: 'widen' }))
      .thenRaises({ ...changed, data: { ...changed.data, lane_breach_action: 'widen' } });
  });
});

describe('a company that was never registered', () => {
  it.each([
    ['changeQuotationView', (c: Company) => c.changeQuotationView(1)],
    ['changeTrackingBranding', (c: Company) => c.changeTrackingBranding(branding)],
    ['changeSecondVersionNotice', (c: Company) => c.changeSecondVersionNotice(true)],
    ['changeAudit', (c: Company) => c.changeAudit(true)],
    ['changeLabelFormat', (c: Company) => c.changeLabelFormat('zpl')],
    [
      'changePromiseSettings',
      (c: Company) =>
        c.changePromiseSettings({
          promise_source: 'table',
          promise_confidence: 90,
          promise_min_samples: 20,
          lane_on_time_threshold: 85,
          lane_breach_action: 'widen',
        }),
    ],
  ])('refuses %s', (_, decide) => {
    given(company())
      .when(decide)
      .thenRefuses(...notFound);
  });
});
