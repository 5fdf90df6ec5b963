import type { PermissionArea, QuotationView } from '@despacho/domain';
import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names: stable forever (a rename needs an alias), payload shapes versioned. */
export const IdentityEvents = {
  CompanyRegistered: 'company.registered',
  QuotationViewChanged: 'company.quotation-view-changed',
  TrackingBrandingChanged: 'company.tracking-branding-changed',
  SecondVersionNoticeChanged: 'company.second-version-notice-changed',
  CompanyAuditChanged: 'company.audit-changed',
  StaleTrackingDaysChanged: 'company.stale-tracking-days-changed',
  LabelFormatChanged: 'company.label-format-changed',
  PromiseSettingsChanged: 'company.promise-settings-changed',
  UserInvited: 'user.invited',
  UserInfoUpdated: 'user.info-updated',
  UserRemoved: 'user.removed',
  UserJoinedCompany: 'user.joined-company',
  UserEmailConfirmed: 'user.email-confirmed',
  PasswordResetRequested: 'user.password-reset-requested',
  PasswordChanged: 'user.password-changed',
} as const;

export interface CompanyRegistered {
  company_id: string;
  name: string;
  has_audit_enabled: boolean;
  /** The company's CNPJ, unique among companies; absent in earlier events and for companies without one. */
  federal_tax_id?: string | null;
}

export interface QuotationViewChanged {
  company_id: string;
  quotation_view: QuotationView;
}

/** Business days without a carrier event after which a shipment in transit is 'Rastreamento desatualizado' (issue 30). */
export interface StaleTrackingDaysChanged {
  company_id: string;
  stale_tracking_days: number;
}

/** The format the company's labels download in by default (issue 31): 'pdf_10x15', 'pdf_a4' or 'zpl'. */
export interface LabelFormatChanged {
  company_id: string;
  label_format: string;
}

/** Which deadline the company's quotes promise and what a lane late too often does (issue 32, docs/delivery-promise.md). */
export interface PromiseSettingsChanged {
  company_id: string;
  promise_source: 'table' | 'learned';
  /** Percentile of the lane's transit days promised, 50–99. */
  promise_confidence: number;
  /** Deliveries a lane needs before its learned deadline is used. */
  promise_min_samples: number;
  /** On-time percentage under which a lane is in breach. */
  lane_on_time_threshold: number;
  lane_breach_action: 'widen' | 'demote' | 'none';
}

/** The freight audit switched on or off for the company (by the provider's staff). */
export interface CompanyAuditChanged {
  company_id: string;
  has_audit_enabled: boolean;
}

/** The logo (an upload of the company, sniffed as PNG, JPEG or WebP) and colours of its tracking pages. */
export interface TrackingBrandingChanged {
  company_id: string;
  logo: { path: string; content_type: string } | null;
  primary_color: string;
  secondary_color: string;
}

/** Whether the company's users see the notice that a second version is live (public-account.md §2.15). */
export interface SecondVersionNoticeChanged {
  company_id: string;
  second_version_notice: boolean;
}

export interface UserInvited {
  user_id: string;
  company_id: string;
  name: string;
  email: string;
  password_hash: string;
  is_admin: boolean;
  is_super_admin: boolean;
  permissions: PermissionArea[] | null;
  invited_by_name: string | null;
  /** Set when the company signed itself up (POST register): the sign-up e-mail invites instead. */
  signed_up?: boolean;
}

export interface UserInfoUpdated {
  name: string;
  email: string;
  is_admin: boolean;
  permissions: PermissionArea[] | null;
}

export interface UserRemoved {
  company_id: string;
}

export interface UserJoinedCompany {
  company_id: string;
}

export interface UserEmailConfirmed {
  confirmed_at: string;
}

/**
 * A reset link was asked for. The token itself is never stored: it is derived from `request_id` with
 * the server secret (so the e-mail policy can write it), and only its sha256 is kept to check it.
 */
export interface PasswordResetRequested {
  request_id: string;
  token_hash: string;
  expires_at: string;
  /** 'sign-up': the first password of a user created by a company sign-up (its own e-mail says so). */
  purpose?: 'sign-up';
}

/** The password set through a reset link; every earlier session ends. */
export interface PasswordChanged {
  password_hash: string;
}

export type CompanyEvent =
  | DomainEvent<typeof IdentityEvents.CompanyRegistered, CompanyRegistered>
  | DomainEvent<typeof IdentityEvents.QuotationViewChanged, QuotationViewChanged>
  | DomainEvent<typeof IdentityEvents.TrackingBrandingChanged, TrackingBrandingChanged>
  | DomainEvent<typeof IdentityEvents.SecondVersionNoticeChanged, SecondVersionNoticeChanged>
  | DomainEvent<typeof IdentityEvents.CompanyAuditChanged, CompanyAuditChanged>
  | DomainEvent<typeof IdentityEvents.StaleTrackingDaysChanged, StaleTrackingDaysChanged>
  | DomainEvent<typeof IdentityEvents.LabelFormatChanged, LabelFormatChanged>
  | DomainEvent<typeof IdentityEvents.PromiseSettingsChanged, PromiseSettingsChanged>;

export type UserEvent =
  | DomainEvent<typeof IdentityEvents.UserInvited, UserInvited>
  | DomainEvent<typeof IdentityEvents.UserInfoUpdated, UserInfoUpdated>
  | DomainEvent<typeof IdentityEvents.UserRemoved, UserRemoved>
  | DomainEvent<typeof IdentityEvents.UserJoinedCompany, UserJoinedCompany>
  | DomainEvent<typeof IdentityEvents.UserEmailConfirmed, UserEmailConfirmed>
  | DomainEvent<typeof IdentityEvents.PasswordResetRequested, PasswordResetRequested>
  | DomainEvent<typeof IdentityEvents.PasswordChanged, PasswordChanged>;

export type IdentityEvent = CompanyEvent | UserEvent;
