import { describe, expect, it } from 'vitest';
import { fileTimestamp, quotationsReportFileName } from './report-files.js';

describe('report file names', () => {
  it('stamps Brasília time, midnight included', () => {
    expect(fileTimestamp(new Date('2026-11-25T12:34:56Z'))).toBe('20261125-093456');
    expect(fileTimestamp(new Date('2026-11-25T03:00:00Z'))).toBe('20261125-000000');
  });

  it('names the quote history as the spec does', () => {
    expect(quotationsReportFileName(new Date('2026-01-02T13:04:05Z'))).toBe('report-quotations-20260102-100405.csv');
  });
});
