import { graphColor } from '@hvac/console-domain';
import { TimeSeriesChart, lightThemeClass } from '@hvac/console-ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { makeData } from './data';

// The same data, canvas size and line width for both charts; each gets the data in its own shape
// before the clock starts (ours: timestamps + one array per series; uPlot: [x, ...ys]).
const WIDTH = 1200;
const HEIGHT = 400;
const data = makeData();
const ourSeries = data.ys.map((values, index) => ({
  key: `s${index}`,
  label: data.labels[index],
  unit: '°C',
  values,
}));
const uplotData = [data.x, ...data.ys] as uPlot.AlignedData;
const stage = document.getElementById('stage') as HTMLElement;

/** Resolves once the frame after the current work has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    }),
  );
}

interface Mounted {
  overlay: HTMLElement;
  zoomed: () => boolean;
  unmount: () => void;
}

interface Chart {
  mount(): Mounted;
  hover(target: HTMLElement, x: number, y: number): void;
  drag(target: HTMLElement, phase: 'down' | 'move' | 'up', x: number, y: number): void;
}

const charts: Record<'ours' | 'uplot', Chart> = {
  ours: {
    mount() {
      const host = document.createElement('div');
      host.className = lightThemeClass;
      stage.append(host);
      const root = createRoot(host);
      flushSync(() =>
        root.render(
          <TimeSeriesChart
            title="Bench"
            timestamps={data.x}
            series={ourSeries}
            width={WIDTH}
            height={HEIGHT}
            maxGap={7.5 * 60_000}
            timeZone="UTC"
          />,
        ),
      );
      return {
        overlay: host.querySelector<HTMLElement>('[role="slider"]') as HTMLElement,
        zoomed: () => host.querySelector('[data-zoomed]') !== null,
        unmount: () => {
          root.unmount();
          host.remove();
        },
      };
    },
    hover(target, x, y) {
      target.dispatchEvent(
        new PointerEvent('pointermove', {
          clientX: x,
          clientY: y,
          bubbles: true,
          pointerType: 'mouse',
        }),
      );
    },
    drag(target, phase, x, y) {
      const type =
        phase === 'down' ? 'pointerdown' : phase === 'move' ? 'pointermove' : 'pointerup';
      target.dispatchEvent(
        new PointerEvent(type, {
          clientX: x,
          clientY: y,
          bubbles: true,
          button: 0,
          pointerType: 'mouse',
        }),
      );
    },
  },
  uplot: {
    mount() {
      const host = document.createElement('div');
      stage.append(host);
      const chart = new uPlot(
        {
          width: WIDTH,
          height: HEIGHT,
          ms: 1,
          scales: { x: { time: true } },
          series: [
            {},
            ...data.labels.map((label, index) => ({
              label,
              stroke: graphColor(index),
              width: 1.5,
            })),
          ],
        },
        uplotData,
        host,
      );
      const fullMin = data.x[0];
      return {
        overlay: chart.over,
        zoomed: () => (chart.scales.x.min ?? fullMin) > fullMin,
        unmount: () => {
          chart.destroy();
          host.remove();
        },
      };
    },
    hover(target, x, y) {
      target.dispatchEvent(
        new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true, movementX: 1 }),
      );
    },
    drag(target, phase, x, y) {
      const type = phase === 'down' ? 'mousedown' : phase === 'move' ? 'mousemove' : 'mouseup';
      // uPlot ignores a drag's mouse moves without movement (a Chrome quirk on Windows).
      target.dispatchEvent(
        new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, button: 0, movementX: 1 }),
      );
    },
  },
};

let current: Mounted | null = null;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const api = {
  points: data.x.length * data.ys.length,
  /** Data in hand to pixels on screen: build the chart, draw, wait for the painted frame. */
  async paint(name: 'ours' | 'uplot'): Promise<{ total: number; script: number }> {
    current?.unmount();
    await nextPaint();
    const start = performance.now();
    current = charts[name].mount();
    const script = performance.now() - start;
    await nextPaint();
    return { total: performance.now() - start, script };
  },
  /** Median time from a pointer move to the painted crosshair and tooltip (or legend values). */
  async hover(name: 'ours' | 'uplot', moves: number): Promise<number> {
    if (!current) throw new Error('Nothing mounted');
    const box = current.overlay.getBoundingClientRect();
    const times: number[] = [];
    for (let move = 0; move < moves; move += 1) {
      const x = box.left + box.width * (0.1 + (0.8 * move) / moves);
      const start = performance.now();
      charts[name].hover(current.overlay, x, box.top + box.height / 2);
      // Both update in the next frame (ours renders inside its animation frame callback).
      await nextPaint();
      times.push(performance.now() - start);
    }
    return median(times);
  },
  /** Time from releasing a drag over 20% of the plot to the zoomed chart on screen. */
  async zoom(name: 'ours' | 'uplot'): Promise<number> {
    if (!current) throw new Error('Nothing mounted');
    const box = current.overlay.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const chart = charts[name];
    chart.drag(current.overlay, 'down', box.left + box.width * 0.3, y);
    chart.drag(current.overlay, 'move', box.left + box.width * 0.4, y);
    chart.drag(current.overlay, 'move', box.left + box.width * 0.5, y);
    await nextPaint();
    const start = performance.now();
    chart.drag(current.overlay, 'up', box.left + box.width * 0.5, y);
    await nextPaint();
    const elapsed = performance.now() - start;
    if (!current.zoomed()) throw new Error(`${name} did not zoom`);
    return elapsed;
  },
  unmount() {
    current?.unmount();
    current = null;
  },
};

(window as unknown as { graphBench: typeof api }).graphBench = api;
