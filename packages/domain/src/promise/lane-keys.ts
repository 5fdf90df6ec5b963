// A lane is where a carrier takes a parcel from and to. Learned promises are kept per lane at three
// levels, most specific first, so a lane with few deliveries borrows from its wider neighbours.
export const LANE_LEVELS = ['cep5', 'cep3', 'uf'] as const;
export type LaneLevel = (typeof LANE_LEVELS)[number];

export interface Lane {
  carrierId: string;
  fromZip: string;
  toZip: string;
  fromState: string;
  toState: string;
}

/** The lane's keys most specific first: `cep5:{carrier}:{from5}:{to5}`, `cep3:…`, `uf:…`. */
export function laneKeysOf(lane: Lane): [string, string, string] {
  const from = digitsOf(lane.fromZip);
  const to = digitsOf(lane.toZip);
  return [
    `cep5:${lane.carrierId}:${from.slice(0, 5)}:${to.slice(0, 5)}`,
    `cep3:${lane.carrierId}:${from.slice(0, 3)}:${to.slice(0, 3)}`,
    `uf:${lane.carrierId}:${lane.fromState.toUpperCase()}:${lane.toState.toUpperCase()}`,
  ];
}

/** The level a key was built for ('cep5' | 'cep3' | 'uf'). */
export function laneLevelOf(key: string): LaneLevel {
  return key.slice(0, key.indexOf(':')) as LaneLevel;
}

function digitsOf(zip: string): string {
  return zip.replace(/\D/g, '').padStart(8, '0');
}
