import { useCallback, useEffect, useRef, useState } from 'react';

type ActionState<O> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: O }
  | { status: 'error'; error: unknown };

type Handlers<O> = {
  onSuccess?: (data: O) => void;
  onError?: (error: unknown) => void;
};

/**
 * One request a form sends (sign in, ask for a reset link), with its pending, success and
 * failure states. The stand-alone sign-in page uses it instead of a query library: the page's
 * first load is its own code only (docs/decisions/0029). Only the latest run's outcome counts,
 * and nothing is set after the component has gone.
 */
export function useAction<I, O>(action: (input: I) => Promise<O>, handlers: Handlers<O> = {}) {
  const [state, setState] = useState<ActionState<O>>({ status: 'idle' });
  const latest = useRef(0);
  const mounted = useRef(true);
  const current = useRef({ action, handlers });
  current.current = { action, handlers };
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((input: I) => {
    const id = ++latest.current;
    const counts = () => mounted.current && id === latest.current;
    setState({ status: 'pending' });
    current.current.action(input).then(
      (data) => {
        if (counts()) {
          setState({ status: 'success', data });
          current.current.handlers.onSuccess?.(data);
        }
      },
      (error: unknown) => {
        if (counts()) {
          setState({ status: 'error', error });
          current.current.handlers.onError?.(error);
        }
      },
    );
  }, []);

  return {
    run,
    isPending: state.status === 'pending',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : undefined,
  };
}
