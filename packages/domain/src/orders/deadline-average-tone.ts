// The colour of a carrier's average delivery deadline (public-account.md §2.12, orders-pickups.md §9):
// 3 days or fewer is green, 7 or more is red, anything between is neutral.

export type DeadlineAverageTone = 'green' | 'neutral' | 'red';

export function deadlineAverageTone(days: number): DeadlineAverageTone {
  if (days <= 3) return 'green';
  if (days >= 7) return 'red';
  return 'neutral';
}
