import { readdirSync, readFileSync } from 'node:fs';
import { BRAZIL_STATES, type FreightRoute, type Parcel } from '@despacho/domain';

/** A deterministic pseudo-random sequence, so every run measures the same workload. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const FIRST_ZIP = 1_000_000;
const LAST_ZIP = 99_999_999;
const BAND_LIMITS = [1, 2, 5, 10, 20, 30, 50, 75, 100, 150];

/** A table of `ranges` contiguous CEP ranges over Brazil, each with ten weight bands and every fee. */
export function generatedRoutes(ranges: number, random: () => number): FreightRoute[] {
  const width = Math.floor((LAST_ZIP - FIRST_ZIP + 1) / ranges);
  return Array.from({ length: ranges }, (_, i) => {
    const base = 20 + random() * 30;
    return {
      zipFrom: FIRST_ZIP + i * width,
      zipTo: i === ranges - 1 ? LAST_ZIP : FIRST_ZIP + (i + 1) * width - 1,
      state: BRAZIL_STATES[Math.floor((i / ranges) * BRAZIL_STATES.length)],
      region: `FAIXA ${i + 1}`,
      deadlineDays: 1 + Math.floor(random() * 12),
      bands: BAND_LIMITS.map((upToKg, band) => ({ upToKg, price: Math.round((base + band * 9.5) * 100) / 100 })),
      excessKgPrice: Math.round((0.8 + random() * 2) * 100) / 100,
      gris: { percent: 0.1, min: 1.55, threshold: 10_000, percentAbove: 0.23 },
      adv: { percent: 0.316, min: 4.37 },
      toll: { value: 6.46, basis: random() < 0.2 ? 'fraction_100kg' : 'shipment' },
      tde: { percent: random() < 0.1 ? 20 : 0, min: 25 },
      tdc: 0,
      pickupFee: 0,
      icmsPercent: random() < 0.5 ? 12 : 0,
    };
  });
}

/** 1–5 parcels of everyday e-commerce sizes (metres, kg). */
export function randomParcels(random: () => number): Parcel[] {
  return Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({
    reference: `SKU-${Math.floor(random() * 500)}`,
    width: Math.round((0.1 + random() * 0.5) * 100) / 100,
    height: Math.round((0.05 + random() * 0.4) * 100) / 100,
    length: Math.round((0.1 + random() * 0.6) * 100) / 100,
    weight: Math.round((0.2 + random() * 25) * 100) / 100,
    quantity: 1 + Math.floor(random() * 3),
    cargoValue: Math.round((20 + random() * 800) * 100) / 100,
  }));
}

export const randomZip = (random: () => number) => FIRST_ZIP + Math.floor(random() * (LAST_ZIP - FIRST_ZIP));

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A process's /proc stat fields after its name (Linux), or null once it has gone. */
function statOf(pid: number | string): { name: string; fields: string[] } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(') ');
    return { name: stat.slice(stat.indexOf('(') + 1, close), fields: stat.slice(close + 2).split(' ') };
  } catch {
    return null;
  }
}

/** CPU time of a process so far, in µs, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMicrosOf(pid: number): number {
  const { fields } = statOf(pid)!;
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * CPU time of this machine's PostgreSQL so far, in µs: every 'postgres' process's own, plus what its
 * ended children used (the postmaster reaps a closed connection's backend into its children's
 * time). Null when PostgreSQL runs elsewhere (no such process here).
 */
export function postgresCpuMicros(): number | null {
  let ticks = 0;
  let found = false;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = statOf(pid);
    if (stat?.name !== 'postgres') continue;
    found = true;
    ticks += stat.fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  }
  return found ? ticks * 10_000 : null;
}
