import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const echartsMock = vi.hoisted(() => {
  function createInstance() {
    let disposed = false;
    return {
      setOption: vi.fn(),
      showLoading: vi.fn(),
      hideLoading: vi.fn(),
      on: vi.fn(),
      off: vi.fn(),
      resize: vi.fn(),
      dispose: vi.fn(() => {
        disposed = true;
      }),
      isDisposed: vi.fn(() => disposed),
    };
  }
  const instances: Array<ReturnType<typeof createInstance>> = [];
  const init = vi.fn(() => {
    const instance = createInstance();
    instances.push(instance);
    return instance;
  });
  return { init, use: vi.fn(), instances };
});

vi.mock('echarts/core', () => ({ init: echartsMock.init, use: echartsMock.use }));

import { Chart, type ChartOption } from './chart';

const observers: Array<{ callback: () => void; disconnect: ReturnType<typeof vi.fn> }> = [];

class ResizeObserverMock {
  callback: () => void;
  disconnect = vi.fn();
  constructor(callback: () => void) {
    this.callback = callback;
    observers.push(this);
  }
  observe() {}
  unobserve() {}
}

const option: ChartOption = {
  xAxis: { type: 'time' },
  yAxis: { type: 'value' },
  series: [{ type: 'line', data: [[0, 1]] }],
};

describe('Chart', () => {
  beforeEach(() => {
    echartsMock.instances.length = 0;
    echartsMock.init.mockClear();
    observers.length = 0;
    vi.stubGlobal('ResizeObserver', ResizeObserverMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('registers only the tree-shaken parts it needs', () => {
    expect(echartsMock.use).toHaveBeenCalledTimes(1);
    expect(echartsMock.use.mock.calls[0]?.[0]).toHaveLength(10);
  });

  it('creates the chart with the theme, applies the option and follows the container size', () => {
    render(<Chart option={option} theme="dark" />);

    expect(echartsMock.init).toHaveBeenCalledWith(expect.any(HTMLDivElement), 'dark', {
      renderer: 'canvas',
    });
    const chart = echartsMock.instances[0]!;
    expect(chart.setOption).toHaveBeenCalledWith(
      expect.objectContaining({ series: option.series, backgroundColor: 'transparent' }),
      { notMerge: false },
    );

    observers[0]!.callback();
    expect(chart.resize).toHaveBeenCalled();
  });

  it('re-creates the chart on a theme change and disposes it on unmount', () => {
    const { rerender, unmount } = render(<Chart option={option} theme="light" />);
    const first = echartsMock.instances[0]!;
    expect(echartsMock.init).toHaveBeenLastCalledWith(expect.any(HTMLDivElement), undefined, {
      renderer: 'canvas',
    });

    rerender(<Chart option={option} theme="dark" />);
    expect(first.dispose).toHaveBeenCalled();
    const second = echartsMock.instances[1]!;
    expect(second.setOption).toHaveBeenCalled();

    unmount();
    expect(second.dispose).toHaveBeenCalled();
    expect(observers.every((observer) => observer.disconnect.mock.calls.length === 1)).toBe(true);
  });

  it('gives ECharts the language of its own texts and re-creates the chart when it changes', () => {
    const { rerender } = render(<Chart option={option} theme="light" locale="zh" />);
    expect(echartsMock.init).toHaveBeenLastCalledWith(expect.any(HTMLDivElement), undefined, {
      renderer: 'canvas',
      locale: 'ZH',
    });
    rerender(<Chart option={option} theme="light" locale="en" />);
    expect(echartsMock.instances[0]!.dispose).toHaveBeenCalled();
    expect(echartsMock.init).toHaveBeenLastCalledWith(expect.any(HTMLDivElement), undefined, {
      renderer: 'canvas',
      locale: 'EN',
    });
  });

  it('shows and hides the loading state and binds events', () => {
    const onClick = vi.fn();
    const onEvents = { click: onClick };
    const { rerender } = render(
      <Chart option={option} theme="light" loading loadingText="加载中" onEvents={onEvents} />,
    );
    const chart = echartsMock.instances[0]!;
    expect(chart.showLoading).toHaveBeenCalledWith(
      'default',
      expect.objectContaining({ text: '加载中' }),
    );

    const [name, listener] = chart.on.mock.calls[0] as [string, (params: unknown) => void];
    expect(name).toBe('click');
    listener({ dataIndex: 3 });
    expect(onClick).toHaveBeenCalledWith({ dataIndex: 3 }, chart);

    rerender(<Chart option={option} theme="light" loading={false} onEvents={onEvents} />);
    expect(chart.hideLoading).toHaveBeenCalled();
  });
});
