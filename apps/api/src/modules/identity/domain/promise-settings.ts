/** A company's choice of promise (ChangePromiseSettings; the companies columns of migration 0067). */
export interface PromiseSettings {
  source: 'table' | 'learned';
  /** Percentile (50–99) of the lane's transit days promised. */
  confidence: number;
  /** Deliveries a lane needs before its learned deadline counts. */
  minSamples: number;
  /** On-time percentage (0–100) under which a lane is in breach. */
  onTimeThreshold: number;
  breachAction: 'widen' | 'demote' | 'none';
}

export const PROMISE_SOURCES = ['table', 'learned'] as const;
export const BREACH_ACTIONS = ['widen', 'demote', 'none'] as const;

/** The companies columns read as PromiseSettings (`promiseSettingsOf`). */
export const PROMISE_SETTINGS_COLUMNS =
  'promise_source, promise_confidence, promise_min_samples, lane_on_time_threshold, lane_breach_action';

export interface PromiseSettingsRow {
  promise_source: PromiseSettings['source'];
  promise_confidence: number;
  promise_min_samples: number;
  lane_on_time_threshold: number;
  lane_breach_action: PromiseSettings['breachAction'];
}

/** The columns' defaults: what a company that never chose has. */
export const DEFAULT_PROMISE_SETTINGS: PromiseSettings = {
  source: 'table',
  confidence: 90,
  minSamples: 20,
  onTimeThreshold: 85,
  breachAction: 'widen',
};

export function promiseSettingsOf(row: PromiseSettingsRow | undefined): PromiseSettings {
  if (!row) return DEFAULT_PROMISE_SETTINGS;
  return {
    source: row.promise_source,
    confidence: row.promise_confidence,
    minSamples: row.promise_min_samples,
    onTimeThreshold: row.lane_on_time_threshold,
    breachAction: row.lane_breach_action,
  };
}
