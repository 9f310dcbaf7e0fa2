import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '../lib/cn';

export interface ChartCategory {
  key: string;
  /** Under its bars: short (`nov.`). */
  label: string;
  /** A second line under the label (the year under January), when there is one. */
  sublabel?: string;
  /** In each bar's tooltip: whole (`novembre 2026`). */
  name: string;
}

export interface ChartSeries {
  key: string;
  label: string;
  /** The colour of its bars and of its legend swatch, as a Tailwind fill class (`fill-level-blue`). */
  fillClassName: string;
  /** One value per category, in their order. */
  values: readonly number[];
}

interface GroupedBarChartProps {
  title: string;
  /** What the chart shows, for screen readers (which read the figures in a table beside it). */
  description: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  /** A value in full (tooltips). */
  formatValue: (value: number) => string;
  /** A value on the scale; formatValue when not given. */
  formatTick?: (value: number) => string;
  /** Said under the chart when the screen is too narrow for all of it (the earliest categories are scrolled away). */
  scrollHint?: string;
}

/** Below this width per category, labels would touch: the chart keeps it and scrolls sideways in its frame. */
const MIN_GROUP_WIDTH = 42;
/** Before the frame is measured (and in tests): a desktop card's width. */
const DEFAULT_WIDTH = 720;
const PLOT_HEIGHT = 180;
const MARGIN = { top: 12, right: 8, bottom: 40, left: 4 };
/** The scale's labels, beside the plot: they stay in view while the plot scrolls. */
const AXIS_WIDTH = 68;
const BAR_GAP = 2;
const TICK_COUNT = 4;
/** Round steps of the scale, in tenths to tens of a power of ten. */
const STEP_FACTORS = [1, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The top of the scale: TICK_COUNT whole, round steps (1, 2, 2.5, 3… times a power of ten) reaching `max`. */
export function scaleTop(max: number): number {
  const raw = max / TICK_COUNT;
  if (raw <= 1) return TICK_COUNT;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = STEP_FACTORS.map((factor) => factor * magnitude).find(
    (candidate) => candidate >= raw && Number.isInteger(candidate),
  );
  return (step ?? 10 * magnitude) * TICK_COUNT;
}

/** The width of an element, followed as it changes; `fallback` until it is measured (or where it cannot be). */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Scrolls a frame to its end once its content is wider than it: categories run in time, the latest matter most. */
function useScrolledToEnd(ref: RefObject<HTMLElement | null>, isScrolling: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && isScrolling) element.scrollLeft = element.scrollWidth;
  }, [ref, isScrolling]);
}

/**
 * Bars side by side per category (months), one colour per series, with its legend, a scale and a tooltip per bar. The
 * chart is drawn at its frame's width, its text at its own size; on a screen too narrow for its labels it keeps a
 * minimum width and scrolls sideways inside its frame, shown at its end (the latest categories) with `scrollHint`.
 */
export function GroupedBarChart({
  title,
  description,
  categories,
  series,
  formatValue,
  formatTick = formatValue,
  scrollHint,
}: GroupedBarChartProps) {
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const minWidth = MARGIN.left + categories.length * MIN_GROUP_WIDTH + MARGIN.right;
  const frameWidth = useWidth(frame, DEFAULT_WIDTH - AXIS_WIDTH);
  const width = Math.max(minWidth, frameWidth);
  const isScrolling = minWidth > frameWidth;
  useScrolledToEnd(frame, isScrolling);
  const height = MARGIN.top + PLOT_HEIGHT + MARGIN.bottom;
  const groupWidth = (width - MARGIN.left - MARGIN.right) / Math.max(1, categories.length);
  const groupPadding = Math.max(6, groupWidth * 0.18);
  const barWidth = Math.min(
    28,
    (groupWidth - 2 * groupPadding - BAR_GAP * (series.length - 1)) / Math.max(1, series.length),
  );
  const top = scaleTop(Math.max(0, ...series.flatMap((item) => item.values)));
  const yOf = (value: number) => MARGIN.top + PLOT_HEIGHT - (Math.max(0, value) / top) * PLOT_HEIGHT;
  const ticks = Array.from({ length: TICK_COUNT + 1 }, (_, index) => (top / TICK_COUNT) * index);

  return (
    <figure className="min-w-0 space-y-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft" aria-hidden="true">
          {series.map((item) => (
            <li key={item.key} className="flex items-center gap-2">
              <svg viewBox="0 0 12 12" className="size-3">
                <rect width="12" height="12" rx="2" className={item.fillClassName} />
              </svg>
              {item.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <div className="flex">
        <svg width={AXIS_WIDTH} height={height} className="block shrink-0 text-xs" aria-hidden="true">
          {ticks.map((tick) => (
            <text key={tick} x={AXIS_WIDTH - 6} y={yOf(tick)} dy="0.32em" textAnchor="end" className="fill-ink-faint">
              {formatTick(tick)}
            </text>
          ))}
        </svg>
        <div ref={frame} className="min-w-0 flex-1 overflow-x-auto pb-1">
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className="block"
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-description`}
          >
            <title id={`${id}-title`}>{title}</title>
            <desc id={`${id}-description`}>{description}</desc>
            <g aria-hidden="true" className="text-xs">
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={width - MARGIN.right}
                  y1={yOf(tick)}
                  y2={yOf(tick)}
                  className={tick === 0 ? 'stroke-ink-faint' : 'stroke-line'}
                />
              ))}
              {categories.map((category, index) => {
                const center = MARGIN.left + (index + 0.5) * groupWidth;
                const barsWidth = series.length * barWidth + (series.length - 1) * BAR_GAP;
                return (
                  <g key={category.key} data-category={category.key}>
                    {series.map((item, seriesIndex) => {
                      const value = item.values[index] ?? 0;
                      const y = yOf(value);
                      return (
                        <rect
                          key={item.key}
                          x={center - barsWidth / 2 + seriesIndex * (barWidth + BAR_GAP)}
                          y={y}
                          width={barWidth}
                          height={MARGIN.top + PLOT_HEIGHT - y}
                          rx={2}
                          className={cn(item.fillClassName, 'transition-opacity hover:opacity-80')}
                        >
                          <title>{`${category.name} · ${item.label} : ${formatValue(value)}`}</title>
                        </rect>
                      );
                    })}
                    <text x={center} y={MARGIN.top + PLOT_HEIGHT + 18} textAnchor="middle" className="fill-ink-soft">
                      {category.label}
                    </text>
                    {category.sublabel ? (
                      <text x={center} y={MARGIN.top + PLOT_HEIGHT + 34} textAnchor="middle" className="fill-ink-faint">
                        {category.sublabel}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </g>
          </svg>
        </div>
      </div>
      {isScrolling && scrollHint ? <p className="text-xs text-ink-faint">{scrollHint}</p> : null}
    </figure>
  );
}
