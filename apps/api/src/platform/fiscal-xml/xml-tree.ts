/**
 * Navigation over the tree xml2js builds with explicitArray: every child list is an array, attributes
 * sit under '$', text under '_' — or the element is the bare string when it has neither children nor
 * attributes. Nodes are typed unknown on purpose: the file is untrusted, so every step checks.
 */
export type XmlNode = unknown;

function isElement(node: XmlNode): node is Record<string, unknown> {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

/** The children of node named name, in document order. */
export function children(node: XmlNode, name: string): XmlNode[] {
  if (!isElement(node) || !Object.hasOwn(node, name)) return [];
  const list = node[name];
  return Array.isArray(list) ? list : [];
}

/** Follows the first child at each step of path: child(infNFe, 'transp', 'transporta'). */
export function child(node: XmlNode, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | undefined = node;
  for (const name of path) current = children(current, name)[0];
  return current;
}

/** The trimmed text at path, or null when the element is missing or empty. */
export function text(node: XmlNode, ...path: string[]): string | null {
  const target = child(node, ...path);
  const value = isElement(target) ? target._ : target;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function attribute(node: XmlNode, name: string): string | null {
  const attributes = isElement(node) ? node.$ : undefined;
  const value = isElement(attributes) && Object.hasOwn(attributes, name) ? attributes[name] : undefined;
  return typeof value === 'string' ? value.trim() : null;
}
