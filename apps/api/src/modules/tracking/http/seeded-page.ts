const ROOT = '<div id="root"></div>';

/**
 * index.html with a server-rendered page in its root and, beside it, the data the page was rendered
 * with (read back by the web's shared/ssr/ssr-seed.tsx from the element 'ssr-seed'). The data is JSON
 * inside a <script> element: every '<' is escaped, so no "</script>" or "<!--" in a shop's name or an
 * address can close the element or run anything.
 */
export function seededPage(template: string, markup: string, seed: unknown): string {
  const json = JSON.stringify(seed).replace(/</g, '\\u003c');
  return template.replace(
    ROOT,
    `<div id="root">${markup}</div><script type="application/json" id="ssr-seed">${json}</script>`,
  );
}
