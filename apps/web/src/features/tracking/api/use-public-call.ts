import { useEffect, useState } from 'react';

interface CallState<T> {
  arg?: string;
  data?: T;
  error?: unknown;
}

/**
 * One call's answer for the public tracking result, which a phone opens from a link: a plain effect
 * instead of TanStack Query keeps ~10 KB of gzipped JS off that page (issue 34). Calls again when
 * `arg` changes; none while it is undefined. `call` must be stable (a module function). `seeded` is
 * the answer the server rendered the page with (shared/ssr): no call for that `arg`.
 */
export function usePublicCall<T>(
  arg: string | undefined,
  call: (arg: string, signal: AbortSignal) => Promise<T>,
  seeded?: T,
) {
  const [state, setState] = useState<CallState<T>>(() => (seeded === undefined ? {} : { arg, data: seeded }));
  const answered = state.arg === arg && state.data !== undefined;
  useEffect(() => {
    if (arg === undefined || answered) return;
    const controller = new AbortController();
    call(arg, controller.signal).then(
      (data) => controller.signal.aborted || setState({ arg, data }),
      (error: unknown) => controller.signal.aborted || setState({ arg, error }),
    );
    return () => controller.abort();
  }, [arg, call, answered]);
  const current: CallState<T> = state.arg === arg ? state : {};
  return { data: current.data, error: current.error, isError: 'error' in current };
}
