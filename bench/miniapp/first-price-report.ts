import { seconds, write } from '../web/bench-output';
import { median } from '../web/median';
import { MOBILE_SLOW_4G } from '../web/mobile-throttling';
import type { FirstPriceRun } from './first-price-timing';

export function summariseFirstPrice(runs: readonly FirstPriceRun[]) {
  return {
    ready_ms: Math.round(median(runs.map((run) => run.readyMs))),
    first_price_ms: Math.round(median(runs.map((run) => run.firstPriceMs))),
    runs: runs.map((run) => ({
      ready_ms: Math.round(run.readyMs),
      first_price_ms: Math.round(run.firstPriceMs),
    })),
  };
}

function printCondition(title: string, runs: readonly FirstPriceRun[]): void {
  write(title);
  runs.forEach((run, index) => {
    write(
      `  run ${index + 1}: ready() ${seconds(run.readyMs)}, first price ${seconds(run.firstPriceMs)} ("${run.rateText}")`,
    );
  });
  const figures = summariseFirstPrice(runs);
  write(`  median: ready() ${seconds(figures.ready_ms)}, first price ${seconds(figures.first_price_ms)}`);
}

/** Both conditions, each run and its median, from the page's navigation start. */
export function printFirstPrice(timing: { throttled: FirstPriceRun[]; unthrottled: FirstPriceRun[] }): void {
  write(
    'Mini-app launch (HTML navigation start) to Telegram ready() (web_app_ready) and to the first rate shown:',
  );
  printCondition(
    `throttled: CPU ${MOBILE_SLOW_4G.cpuSlowdown}× (Emulation.setCPUThrottlingRate), Lighthouse's slow 4G as DevTools applies it (${MOBILE_SLOW_4G.latencyMs} ms latency, ${Math.round(MOBILE_SLOW_4G.downloadKbps)} kbps down, ${Math.round(MOBILE_SLOW_4G.uploadKbps)} kbps up)`,
    timing.throttled,
  );
  printCondition('not throttled:', timing.unthrottled);
  write();
}
