import type { ComponentChildren } from "preact";

/**
 * Small SVG charts for the overview, drawn by Preact with no charting library: nothing but attributes
 * and classes (the console's CSP allows no inline style), colours from the stylesheet so dark mode
 * follows, and every mark a link with a `<title>` naming its numbers.
 */

/** One series of a chart: its name in the legend, its CSS class (colour), and its value per bucket. */
export interface Series {
  name: string;
  className: string;
  values: Array<number | null>;
  /** Where clicking a bucket of this series leads (the list behind it), if anywhere. */
  href?: (index: number) => string;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 10, right: 10, bottom: 28, left: 64 };
const COMPACT = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });

/** A "nice" upper bound for an axis: 1, 2 or 5 times a power of ten, at least `max`. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].find((step) => step * power >= max) ?? 10) * power;
}

function Legend({ series }: { series: Series[] }) {
  return (
    <ul class="legend">
      {series.map((item) => (
        <li key={item.name}>
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" class={item.className} />
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/** The axes: y ticks (0, half, max) with `unit`, x labels for about six buckets. */
function Axes({ labels, max, unit }: { labels: string[]; max: number; unit: string }) {
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = (WIDTH - PAD.left - PAD.right) / Math.max(labels.length, 1);
  const every = Math.max(1, Math.ceil(labels.length / 6));
  return (
    <g class="axes">
      {[0, 0.5, 1].map((fraction) => {
        const y = PAD.top + plotHeight * (1 - fraction);
        return (
          <g key={fraction}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} class="grid" />
            <text x={PAD.left - 6} y={y + 4} text-anchor="end">
              {`${COMPACT.format(max * fraction)} ${unit}`}
            </text>
          </g>
        );
      })}
      {labels.map((label, index) =>
        index % every === 0 ? (
          <text key={index} x={PAD.left + step * index + step / 2} y={HEIGHT - 8} text-anchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** A figure with a caption, the legend and the chart. */
function Figure({ title, series, children }: { title: string; series: Series[]; children: ComponentChildren }) {
  return (
    <figure class="chart">
      <figcaption>{title}</figcaption>
      <Legend series={series} />
      {children}
    </figure>
  );
}

/**
 * Stacked bars, one per bucket (counts of each series on top of each other), each segment a link to
 * the list behind it. `labels` names the buckets on the x axis, `titles` in each segment's tooltip.
 */
export function StackedBars({ title, labels, titles, series, unit }: { title: string; labels: string[]; titles: string[]; series: Series[]; unit: string }) {
  const totals = labels.map((_, index) => series.reduce((sum, item) => sum + (item.values[index] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = (WIDTH - PAD.left - PAD.right) / Math.max(labels.length, 1);
  const barWidth = Math.max(1, step * 0.75);
  return (
    <Figure title={title} series={series}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={title}>
        <Axes labels={labels} max={max} unit={unit} />
        {labels.map((_, index) => {
          let base = PAD.top + plotHeight;
          return series.map((item) => {
            const value = item.values[index] ?? 0;
            if (value === 0) return null;
            const height = (value / max) * plotHeight;
            base -= height;
            const bar = (
              <rect x={PAD.left + step * index + (step - barWidth) / 2} y={base} width={barWidth} height={Math.max(height, 1)} class={item.className}>
                <title>{`${titles[index]}: ${value.toLocaleString()} ${item.name.toLowerCase()}`}</title>
              </rect>
            );
            return item.href ? (
              <a key={`${item.name}-${index}`} href={item.href(index)} aria-label={`${titles[index]}: ${value} ${item.name.toLowerCase()}`}>
                {bar}
              </a>
            ) : (
              bar
            );
          });
        })}
      </svg>
    </Figure>
  );
}

/** Lines, one per series (a gap where a bucket has no value), with a dot per bucket naming its value. */
export function Lines({ title, labels, titles, series, unit }: { title: string; labels: string[]; titles: string[]; series: Series[]; unit: string }) {
  const max = niceMax(Math.max(0, ...series.flatMap((item) => item.values.map((value) => value ?? 0))));
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = (WIDTH - PAD.left - PAD.right) / Math.max(labels.length, 1);
  const x = (index: number) => PAD.left + step * index + step / 2;
  const y = (value: number) => PAD.top + plotHeight * (1 - value / max);
  return (
    <Figure title={title} series={series}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={title}>
        <Axes labels={labels} max={max} unit={unit} />
        {series.map((item) => {
          // Split the line at buckets without a value, so a quiet hour shows as a gap, not as zero.
          const path = item.values.map((value, index) => (value === null ? "" : `${index === 0 || item.values[index - 1] === null ? "M" : "L"}${x(index).toFixed(1)},${y(value).toFixed(1)}`)).join("");
          return (
            <g key={item.name} class={item.className}>
              <path d={path} class="line" />
              {item.values.map((value, index) =>
                value === null ? null : (
                  <circle key={index} cx={x(index)} cy={y(value)} r="3">
                    <title>{`${titles[index]}: ${item.name} ${Math.round(value).toLocaleString()} ${unit}`}</title>
                  </circle>
                ),
              )}
            </g>
          );
        })}
      </svg>
    </Figure>
  );
}
