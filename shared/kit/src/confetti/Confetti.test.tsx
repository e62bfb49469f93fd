import { act, render, screen } from '@testing-library/react';
import { CONFETTI_DURATION_MS } from '../kitConstants';
import { Confetti } from './Confetti';

const mockReducedMotion = (reduce: boolean) =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }),
  });

/** jsdom draws nothing: a context that only counts the pieces drawn. */
const mockCanvas = () => {
  const context = {
    canvas: { width: 0, height: 0 },
    scale: jest.fn(),
    clearRect: jest.fn(),
    save: jest.fn(),
    translate: jest.fn(),
    rotate: jest.fn(),
    fillRect: jest.fn(),
    restore: jest.fn(),
  };
  // The canvas API is far larger than what Confetti uses; the stand-in covers only that part.
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return context;
};

describe('Confetti', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('draws 100 pieces a frame and is gone after 2200 ms', () => {
    mockReducedMotion(false);
    const context = mockCanvas();
    render(<Confetti />);
    expect(screen.getByTestId('confetti')).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(100));
    const frames = context.clearRect.mock.calls.length;
    expect(frames).toBeGreaterThan(0);
    expect(context.fillRect).toHaveBeenCalledTimes(frames * 100);
    act(() => jest.advanceTimersByTime(CONFETTI_DURATION_MS));
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it('shows nothing to someone who prefers reduced motion', () => {
    mockReducedMotion(true);
    const context = mockCanvas();
    render(<Confetti />);
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(context.fillRect).not.toHaveBeenCalled();
  });
});
