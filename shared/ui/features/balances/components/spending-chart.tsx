import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { SpendingSummary } from '../utils/spending';
import { CATEGORY_COLORS, stackedSeries } from '../utils/spending-series';

interface SpendingChartProps {
  summary: SpendingSummary;
  /** The label under each bar. */
  bucketLabels: string[];
  language: string;
}

const CHART_HEIGHT = 200;

/** `rgb(r, g, b)` as `rgba(r, g, b, alpha)`: canvas takes plain colours, not color-mix(). */
function withAlpha(color: string, alpha: number): string {
  const match = /rgba?\(([^,]+),([^,]+),([^,)]+)/.exec(color);
  return match ? `rgba(${match[1]},${match[2]},${match[3]},${alpha})` : color;
}

/**
 * Spending per period as stacked bars (uPlot, loaded on first draw so only this screen pays for
 * it). A picture for sighted readers: the table beside it carries the same numbers.
 */
export function SpendingChart({ summary, bucketLabels, language }: SpendingChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [isUnavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let plot: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    let isCancelled = false;
    const series = stackedSeries(summary);
    const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (isCancelled) return;
        const ink = getComputedStyle(element).color;
        const grid = withAlpha(ink, 0.14);
        const bars = UPlot.paths.bars?.({ size: [0.7, 48], gap: 1 });
        // Tallest (all categories) first, so each shorter stack paints its own band on top.
        const ordered = [...series].reverse();
        plot = new UPlot(
          {
            width: element.clientWidth || 320,
            height: CHART_HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
            axes: [
              {
                stroke: ink,
                grid: { show: false },
                ticks: { show: false },
                values: (_u, splits) => splits.map((split) => bucketLabels[split] ?? ''),
                space: 36,
              },
              {
                stroke: ink,
                grid: { stroke: grid, width: 1 },
                ticks: { show: false },
                values: (_u, splits) => splits.map((split) => compact.format(split)),
                size: 48,
              },
            ],
            series: [
              {},
              ...ordered.map(({ category }) => ({
                label: category,
                fill: CATEGORY_COLORS[category],
                stroke: CATEGORY_COLORS[category],
                width: 0,
                paths: bars,
                points: { show: false },
              })),
            ],
          },
          [summary.buckets.map((_bucket, index) => index), ...ordered.map(({ values }) => values)],
          element,
        );
        resize = new ResizeObserver(() =>
          plot?.setSize({ width: element.clientWidth, height: CHART_HEIGHT }),
        );
        resize.observe(element);
      })
      .catch(() => {
        if (!isCancelled) setUnavailable(true);
      });
    return () => {
      isCancelled = true;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [summary, bucketLabels, language]);

  if (isUnavailable) return null;
  return (
    <div ref={container} className="ferry-spending-chart" aria-hidden="true" data-testid="spending-chart" />
  );
}
