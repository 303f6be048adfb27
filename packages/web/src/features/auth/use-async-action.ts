/**
 * One call of the signed-out screens (sign in, register, reset a password…) with its pending, success and failure
 * state: what TanStack Query's `useMutation` gives those screens, without downloading TanStack Query before anyone
 * has signed in (the sign-in screen's JavaScript budget, the signed-in shell brings its own query client).
 * A press while the call runs is ignored, so a double tap sends once. A failure is logged here, as the query
 * client logs every failed change, and kept for the screen to describe.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

type ActionState<T> = { status: 'idle' } | { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/** Narrowed like `useMutation`'s result: `isSuccess` means `data` is there, `isError` that `error` is. */
export type AsyncAction<V, T> = {
  /** Stable across renders, so effects may depend on it. */
  mutate: (variables: V, options?: { onSuccess?: (data: T) => void }) => void;
} & (
  | { isPending: false; isSuccess: false; isError: false; error: null; data: undefined }
  | { isPending: true; isSuccess: false; isError: false; error: null; data: undefined }
  | { isPending: false; isSuccess: true; isError: false; error: null; data: T }
  | { isPending: false; isSuccess: false; isError: true; error: unknown; data: undefined }
);

export interface AsyncActionOptions<T> {
  /** What the call does, in words, for the log line of its failure ("Signing in"). */
  failure: string;
  onSuccess?: (data: T) => void;
}

export function useAsyncAction<V, T>(run: (variables: V) => Promise<T>, options: AsyncActionOptions<T>): AsyncAction<V, T> {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' });
  const latest = useRef({ run, options });
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    latest.current = { run, options };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((variables: V, callOptions?: { onSuccess?: (data: T) => void }) => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'pending' });
    const { run: call, options: actionOptions } = latest.current;
    call(variables).then(
      (data) => {
        running.current = false;
        actionOptions.onSuccess?.(data);
        callOptions?.onSuccess?.(data);
        if (mounted.current) setState({ status: 'success', data });
      },
      (error: unknown) => {
        running.current = false;
        console.error(`${actionOptions.failure} failed`, error);
        if (mounted.current) setState({ status: 'error', error });
      },
    );
  }, []);

  switch (state.status) {
    case 'idle':
      return { mutate, isPending: false, isSuccess: false, isError: false, error: null, data: undefined };
    case 'pending':
      return { mutate, isPending: true, isSuccess: false, isError: false, error: null, data: undefined };
    case 'success':
      return { mutate, isPending: false, isSuccess: true, isError: false, error: null, data: state.data };
    case 'error':
      return { mutate, isPending: false, isSuccess: false, isError: true, error: state.error, data: undefined };
  }
}
