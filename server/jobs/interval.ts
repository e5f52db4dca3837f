/**
 * The shape of every in-process job: run every `ms` (and once at start unless `atStart` is false), never two
 * runs of one job at a time, a failure logged and tried again at the next tick. Jobs that several processes may
 * run make their own work safe to repeat (claims with skip locked, conditional updates, unique rows).
 */
import type { Logger } from 'pino';

export interface RunningJob {
  stop(): void;
}

export function every(
  ms: number,
  run: () => Promise<void>,
  log: Logger,
  failure: string,
  { atStart = true }: { atStart?: boolean } = {},
): RunningJob {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (err) {
      log.warn({ err }, failure);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), ms);
  timer.unref();
  if (atStart) void tick();
  return { stop: () => clearInterval(timer) };
}
