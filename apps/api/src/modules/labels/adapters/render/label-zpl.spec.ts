import { describe, expect, it } from 'vitest';
import { code128In, dataMatrixIn, zplLabels } from '../../../../../test/support/barcode-reader.js';
import { sampleLabel, unusualLabels } from '../../../../../bench/sample-labels.js';
import { renderLabelsZpl } from './label-zpl.js';

describe('renderLabelsZpl', () => {
  const labels = [sampleLabel(1), ...unusualLabels()];
  const zpl = renderLabelsZpl(labels);

  it('writes one 203 dpi 10 × 15 label per package, UTF-8, numeric codes in subset C', () => {
    const formats = zpl.match(/\^XA\^CI28\^PW800\^LL1200/g);
    expect(formats).toHaveLength(3);
    expect(zpl.match(/\^XZ/g)).toHaveLength(3);
    expect(zpl).toContain(`^FD>;${labels[0].recipient.zip}^FS`);
    expect(zpl).toContain(`^FD>;${labels[0].invoice_key}^FS`);
    expect(zpl).toContain('^FD>;10084470016541^FS');
  });

  it('keeps typed text from ending a field or starting a command', () => {
    // The recipient line has '^XZ~JA\&_': escaped, it is neither a label end nor a line break ('\' → '/').
    const own = zpl.split('^XZ')[2];
    expect(own).toContain('Rua _5EXZ_7EJA/&_5F que');
    expect(own).toContain('^FDLOJA>07_5E_7E_5F1^FS');
    // Overlong texts are cut on their line; the CEP line stays.
    expect(own).toContain('^FDTransportadora Rápida…^FS');
    expect(own).toContain('\\&CEP 01310-200 São Paulo/SP^FS');
  });

  it('renders (zpl-renderer-js) to labels whose barcodes read back exactly', async () => {
    const pngs = await zplLabels(zpl);
    expect(pngs).toHaveLength(3);
    for (const [i, label] of labels.entries()) {
      const expected = [label.tracking_code, label.recipient.zip, ...(label.invoice_key ? [label.invoice_key] : [])];
      expect(await code128In(pngs[i]), label.carrier).toEqual(expected.sort());
      expect(await dataMatrixIn(pngs[i]), label.carrier).toEqual([label.matrix]);
    }
  });
});
