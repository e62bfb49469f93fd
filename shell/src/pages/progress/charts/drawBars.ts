import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

/** Only what bar charts need is registered, so the chunk carries no other chart type. */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

export interface BarChartData {
  labels: string[];
  series: BarSeries[];
  /** The value axis' end, e.g. 100 for percentages; the data's own maximum otherwise. */
  max?: number;
  /** Bars along the value axis from the left: long labels (challenge names) read better. */
  horizontal?: boolean;
}

/** Draws the bars on the canvas; the caller destroys the chart when the data changes or the page goes. */
export const drawBars = (
  canvas: HTMLCanvasElement,
  { labels, series, max, horizontal }: BarChartData,
): Chart =>
  new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: series.map(({ label, values, color }) => ({
        label,
        data: values,
        backgroundColor: color,
        borderRadius: 4,
      })),
    },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      maintainAspectRatio: false,
      animation: false,
      scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, max, ticks: { precision: 0 } } },
      plugins: { legend: { position: 'bottom' } },
    },
  });
