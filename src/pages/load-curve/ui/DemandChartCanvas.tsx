import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useThemeMode } from '@/entities/appearance';
import { formatKw } from '@/entities/energy-management';
import { useChartTheme } from '@/shared/ui/report-section';
import type { DemandPoint } from '../lib/chartData';
import { brDateTime } from '../lib/labels';
import type { Period } from '../lib/period';
import { frameOf, nearestIndex } from '../lib/scale';
import styles from './DemandChart.module.css';
import { DemandPlot } from './DemandPlot';
import { useBoxWidth } from './useBoxWidth';

type Props = {
  period: Pick<Period, 'view' | 'from' | 'to'>;
  points: readonly DemandPoint[];
  previous: readonly DemandPoint[];
  contractedKw: number;
  toleranceKw: number;
  peakRanges: [number, number][];
  peak: DemandPoint | null;
  narrow: boolean;
  height: number;
  /** Written on the chart's box once its SVG is committed ('month 2026-11-01'): tests and the bench wait for it. */
  drawnKey: string;
};

// Where the box has no layout (unit tests): the plot a desktop screen gives it.
const NO_LAYOUT_WIDTH = 1200;

/**
 * The demand in kW per 15 minutes, drawn by the page as SVG (docs/decisions.md, "The energy pages": a month drew in
 * about a tenth of a chart library's time). Its legend is the page's (HTML, read aloud with the chart's name); the SVG is
 * hidden from assistive technology, and its values are in the table beside it. A pointer over it shows the nearest
 * interval's time and demand.
 */
export const DemandChartCanvas = memo(function DemandChartCanvas({ period, points, previous, contractedKw, toleranceKw, peakRanges, peak, narrow, height, drawnKey }: Props) {
  const chart = useChartTheme(useThemeMode() === 'dark');
  const drawn = useRef<HTMLDivElement>(null);
  const { box: measured, width } = useBoxWidth(NO_LAYOUT_WIDTH);
  const box = useCallback(
    (element: HTMLDivElement | null) => {
      drawn.current = element;
      return measured(element);
    },
    [measured],
  );
  const [hover, setHover] = useState<DemandPoint | null>(null);
  const highest = useMemo(() => previous.reduce((top, point) => Math.max(top, point.kw), Math.max(toleranceKw, peak?.kw ?? 0)), [previous, toleranceKw, peak]);
  const frame = useMemo(() => (width === null ? null : frameOf(period, width, height, highest)), [period, width, height, highest]);
  const plot = useMemo(
    () =>
      frame ? (
        <DemandPlot frame={frame} period={period} points={points} previous={previous} contractedKw={contractedKw} toleranceKw={toleranceKw} peakRanges={peakRanges} peak={peak} narrow={narrow} chart={chart} />
      ) : null,
    [frame, period, points, previous, contractedKw, toleranceKw, peakRanges, peak, narrow, chart],
  );
  // In the commit that puts this period's SVG on the page, before the browser paints it: the bench times the draw to
  // the next frame, and the end-to-end tests wait for the key.
  useLayoutEffect(() => {
    if (plot && drawn.current) drawn.current.dataset.drawn = drawnKey;
  }, [plot, drawnKey]);

  const onPointerMove = useCallback(
    (event: PointerEvent<SVGSVGElement>) => {
      if (!frame) return;
      const minutes = frame.x.invert(event.clientX - event.currentTarget.getBoundingClientRect().left);
      setHover(points[nearestIndex(points, minutes)] ?? null);
    },
    [frame, points],
  );
  const shown = hover && points.includes(hover) ? hover : null;
  const hoverX = shown && frame ? frame.x(shown.x) : 0;

  return (
    <div ref={box} className={styles.box}>
      {frame && width !== null ? (
        <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false" onPointerMove={onPointerMove} onPointerLeave={() => setHover(null)}>
          {plot}
          {shown ? (
            <g data-hover="">
              <line x1={hoverX} x2={hoverX} y1={frame.top} y2={frame.bottom} stroke={chart.colors.neutral} strokeWidth={1} />
              <circle cx={hoverX} cy={frame.y(shown.kw)} r={3.5} fill={chart.colors.primary} stroke={chart.colors.surface} strokeWidth={1.5} />
            </g>
          ) : null}
        </svg>
      ) : null}
      {shown ? (
        <div className={styles.tooltip} aria-hidden="true" style={hoverX > (width ?? 0) / 2 ? { right: (width ?? 0) - hoverX + 12 } : { left: hoverX + 12 }}>
          <div className={styles.tooltipTitle}>{brDateTime(shown.at)}</div>
          <div>Demanda: {formatKw(shown.kw)}</div>
        </div>
      ) : null}
    </div>
  );
});
