import { correiosCheckDigit } from '@despacho/domain';
import { storyOf } from '@despacho/stubs';

/** The stub stories the demo wants on its Correios orders in transit. */
export type DemoStory = 'delivered' | 'failed_attempt' | 'stale';

const LENGTH: Record<DemoStory, number> = { delivered: 4, failed_attempt: 6, stale: 2 };

/**
 * The `index`-th valid object code (service 'DM') whose stub story is `story`: the Correios stub
 * keys its stories by the code (@despacho/stubs' carrier-stub-story.ts), so the demo picks codes that end
 * delivered, with a failed attempt first, or stuck in transit.
 */
export function demoObjectCode(story: DemoStory, index: number): string {
  let found = -1;
  for (let serial = 1; ; serial++) {
    const digits = String(serial).padStart(8, '0');
    const code = `DM${digits}${correiosCheckDigit(digits)}BR`;
    const steps = storyOf(code);
    const matches =
      steps.length === LENGTH[story] && (story !== 'delivered' || steps[steps.length - 1] === 'delivered');
    if (matches && ++found === index) return code;
  }
}

/** The story of the n-th Correios order in transit of the demo: the first with a failed attempt, the second stale. */
export function demoStoryOf(n: number): DemoStory {
  return n === 0 ? 'failed_attempt' : n === 1 ? 'stale' : 'delivered';
}
