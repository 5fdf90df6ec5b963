import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a webhook must never reach in production: the host itself, the private networks, the cloud metadata service. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why `url` must not be posted to, or null. Only http(s); in production only https, and no host that
 * resolves (any of its addresses) to a private or loopback network, checked at registration and again
 * before every post (a DNS answer can change). Outside production local receivers are allowed, so
 * tests and demos can use one.
 */
export async function unsafeWebhookUrl(url: string, production: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Informe uma URL válida (https://…).';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'A URL deve começar com https://.';
  if (parsed.username || parsed.password) return 'A URL não pode conter usuário e senha.';
  if (!production) return null;
  if (parsed.protocol !== 'https:') return 'A URL deve começar com https://.';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [],
      );
  if (addresses.length === 0) return 'Não foi possível resolver o endereço da URL.';
  if (addresses.some(isPrivateAddress)) return 'A URL aponta para um endereço interno ou privado.';
  return null;
}
