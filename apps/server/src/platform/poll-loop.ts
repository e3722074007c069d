import type { FastifyBaseLogger } from 'fastify';

export type PollLoop = {
  start: (intervalMs?: number) => void;
  /** Stops the timer and waits for a pass under way, so shutdown does not cut a send short. */
  stop: () => Promise<void>;
};

/**
 * Runs `pass` at once and then every interval, one pass at a time in this process: a tick that
 * finds the last pass still running is skipped rather than queued. A pass that throws is logged
 * and counted, and the next tick tries again.
 */
export function createPollLoop(input: {
  pass: () => Promise<unknown>;
  defaultIntervalMs: number;
  log: FastifyBaseLogger;
  /** The log message of a failed pass. */
  failedMessage: string;
  onFailure?: () => void;
}): PollLoop {
  const { pass, defaultIntervalMs, log, failedMessage, onFailure } = input;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function tick(): void {
    if (running) {
      return;
    }
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: error }, failedMessage);
        onFailure?.();
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    start: (intervalMs = defaultIntervalMs) => {
      timer = setInterval(tick, intervalMs);
      tick();
    },
    stop: async () => {
      if (timer) {
        clearInterval(timer);
      }
      timer = null;
      await running;
    },
  };
}
