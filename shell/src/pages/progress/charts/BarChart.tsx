import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { BarChartData } from './drawBars';

const ChartBox = styled.div<{ $rows: number }>`
  position: relative;
  height: ${({ $rows }) => Math.max(200, $rows * 44)}px;
  margin-block: 16px;
`;

/**
 * A bar chart drawn by Chart.js, which loads with the first chart (not with the page), so the figures and
 * their tables show at once. The canvas is hidden from assistive technology: the table beside each chart says
 * the same in text.
 */
export const BarChart = (data: BarChartData) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The chart is redrawn when what it shows changes, not on every render of the page.
  const key = JSON.stringify(data);
  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    import('./drawBars')
      .then(({ drawBars }) => {
        if (cancelled || !canvas.current) return;
        const chart = drawBars(canvas.current, JSON.parse(key) as BarChartData);
        destroy = () => chart.destroy();
      })
      // Without the chart the table still tells everything.
      .catch((error: unknown) => console.warn('The chart could not be drawn', error));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [key]);
  return (
    <ChartBox $rows={data.horizontal ? data.labels.length * data.series.length : 5}>
      <canvas ref={canvas} aria-hidden="true" />
    </ChartBox>
  );
};
