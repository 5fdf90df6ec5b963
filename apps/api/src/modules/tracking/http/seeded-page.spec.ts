import { describe, expect, it } from 'vitest';
import { seededPage } from './seeded-page.js';

const TEMPLATE = '<html><head></head><body><div id="root"></div></body></html>';

describe('seededPage', () => {
  it('puts the markup in the root and the seed beside it, read back as the same data', () => {
    const seed = { tracking: { code: 'DS1', order: { company: { name: 'Loja' } } } };
    const page = seededPage(TEMPLATE, '<h3>Pedido</h3>', seed);
    expect(page).toContain('<div id="root"><h3>Pedido</h3></div><script type="application/json" id="ssr-seed">');
    const json = /id="ssr-seed">(.*)<\/script>/.exec(page)![1];
    expect(JSON.parse(json)).toEqual(seed);
  });

  it("keeps a shop's name from closing the element or opening a comment", () => {
    const name = '</script><script>alert(1)</script><!--';
    const page = seededPage(TEMPLATE, '', { tracking: { order: { company: { name } } } });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<!--');
    const json = /id="ssr-seed">(.*)<\/script>/.exec(page)![1];
    expect(JSON.parse(json).tracking.order.company.name).toBe(name);
  });
});
