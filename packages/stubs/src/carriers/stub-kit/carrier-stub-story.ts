import { createHash } from 'node:crypto';

/** The steps of a stub story, in Despacho's terms; each stub writes them in its carrier's codes. */
export type StoryStep =
  'posted' | 'in_transit' | 'out_for_delivery' | 'failed_attempt' | 'delivered' | 'returning' | 'returned';

const DELIVERED: StoryStep[] = ['posted', 'in_transit', 'out_for_delivery', 'delivered'];
const FAILED_THEN_DELIVERED: StoryStep[] = [
  'posted',
  'in_transit',
  'out_for_delivery',
  'failed_attempt',
  'out_for_delivery',
  'delivered',
];
/** Stops after in transit: the 'Rastreamento desatualizado' case. */
const STALE: StoryStep[] = ['posted', 'in_transit'];
const RETURNED: StoryStep[] = ['posted', 'in_transit', 'out_for_delivery', 'failed_attempt', 'returning', 'returned'];

/** By the key's hash mod 10: 7 delivered, 1 failed attempt then delivered, 1 stale, 1 returned. */
export function storyOf(key: string): StoryStep[] {
  const variant = createHash('sha1').update(key).digest().readUInt32BE(0) % 10;
  if (variant === 7) return FAILED_THEN_DELIVERED;
  if (variant === 8) return STALE;
  if (variant === 9) return RETURNED;
  return DELIVERED;
}

/** A step that has happened: its index in the story and its time (ms). */
export interface StoryEvent {
  step: StoryStep;
  index: number;
  at: number;
}

/**
 * The deterministic story of each key: the first step when the key is first asked about, one more
 * step every `minutesPerStep` after. Remembered in memory (per stub process).
 */
export class StubStories {
  private readonly firstSeen = new Map<string, number>();

  constructor(
    public minutesPerStep: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The steps that have happened for `key` so far (oldest first). */
  happened(key: string): StoryEvent[] {
    const now = this.now();
    let start = this.firstSeen.get(key);
    if (start === undefined) {
      // Whole seconds: the carriers write times to the second, and the event keys carry them.
      start = Math.floor(now / 1000) * 1000;
      this.firstSeen.set(key, start);
    }
    const stepMs = Math.max(1, this.minutesPerStep * 60_000);
    const steps = storyOf(key);
    const count = Math.min(steps.length, Math.floor((now - start) / stepMs) + 1);
    return steps.slice(0, count).map((step, index) => ({ step, index, at: start + index * stepMs }));
  }

  get keys(): number {
    return this.firstSeen.size;
  }

  reset(): void {
    this.firstSeen.clear();
  }
}
