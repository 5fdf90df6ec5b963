import { describe, expect, it } from 'vitest';
import { CarrierStubKit } from './carrier-stub-kit.js';
import { StubStories, storyOf } from './carrier-stub-story.js';

describe('stub stories', () => {
  it('by the key’s hash: about 7 in 10 delivered, 1 failed then delivered, 1 stale, 1 returned', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const story = storyOf(`AA${i}BR`).join('>');
      counts.set(story, (counts.get(story) ?? 0) + 1);
    }
    const share = (story: string) => (counts.get(story) ?? 0) / 10_000;
    expect(counts.size).toBe(4);
    expect(share('posted>in_transit>out_for_delivery>delivered')).toBeCloseTo(0.7, 1);
    expect(share('posted>in_transit>out_for_delivery>failed_attempt>out_for_delivery>delivered')).toBeCloseTo(0.1, 1);
    expect(share('posted>in_transit')).toBeCloseTo(0.1, 1);
    expect(share('posted>in_transit>out_for_delivery>failed_attempt>returning>returned')).toBeCloseTo(0.1, 1);
    expect(storyOf('AA123456785BR')).toEqual(storyOf('AA123456785BR'));
  });

  it('one step when first asked, one more per step time, each at its own time', () => {
    let now = 1_000_500;
    const stories = new StubStories(2, () => now);
    expect(stories.happened('k')).toEqual([{ step: 'posted', index: 0, at: 1_000_000 }]);
    now += 2 * 60_000;
    expect(stories.happened('k').map((event) => [event.step, event.at])).toEqual([
      ['posted', 1_000_000],
      ['in_transit', 1_120_000],
    ]);
    now += 60 * 60_000;
    expect(stories.happened('k').at(-1)?.step).toMatch(/delivered|in_transit|returned/);
  });

  it('the log counts each distinct event served once', () => {
    let now = 0;
    const kit = new CarrierStubKit<string>({ minutesPerStep: 1, now: () => now });
    const render = (event: { step: string }) => event.step;
    kit.eventsOf('a', render);
    kit.eventsOf('a', render);
    now += 60_000;
    kit.eventsOf('a', render);
    kit.eventsOf('b', render);
    expect(kit.counts()).toMatchObject({ events_served: 3, keys: 2 });
  });
});
