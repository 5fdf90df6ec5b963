import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses a merchant's URL must never reach: the host itself, the private networks, the cloud metadata service. */
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
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export const PRIVATE_ADDRESS = 'A URL aponta para um endereço interno ou privado.';
export const UNRESOLVED = 'Não foi possível resolver o endereço da URL.';

/** A connection the guard refused: its message is the pt-BR reason. */
export class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(bare);
  return family === 0 || PRIVATE.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * `dns.lookup` for the sockets of merchant URLs: it answers only public addresses, so the socket
 * connects to exactly the address that was checked (no second resolution an attacker's DNS could
 * change in between). Any private address among the answers refuses the whole name.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, found) => {
    if (error || found.length === 0) return callback(new RefusedAddressError(UNRESOLVED), '', 0);
    if (found.some((entry) => isPrivateAddress(entry.address)))
      return callback(new RefusedAddressError(PRIVATE_ADDRESS), '', 0);
    if (options.all) return (callback as unknown as (e: null, all: typeof found) => void)(null, found);
    callback(null, found[0].address, found[0].family);
  });
};
