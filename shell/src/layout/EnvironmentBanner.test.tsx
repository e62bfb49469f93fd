import { render, screen } from '@testing-library/react';
import { EnvironmentBanner } from './EnvironmentBanner';

describe('EnvironmentBanner', () => {
  it('names the environment in capitals outside production', () => {
    const { rerender } = render(<EnvironmentBanner name="local" />);
    expect(screen.getByText('LOCAL')).toBeInTheDocument();
    rerender(<EnvironmentBanner name="staging" />);
    expect(screen.getByText('STAGING')).toBeInTheDocument();
  });

  it('keeps its width and its one line in a crowded top bar', () => {
    render(<EnvironmentBanner name="local" />);
    const badge = screen.getByText('LOCAL');
    expect(getComputedStyle(badge).flexShrink).toBe('0');
    expect(getComputedStyle(badge).whiteSpace).toBe('nowrap');
  });

  it('shows nothing in production', () => {
    const { container } = render(<EnvironmentBanner name="production" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('defaults to where the page runs (jsdom runs on localhost)', () => {
    render(<EnvironmentBanner />);
    expect(screen.getByText('LOCAL')).toBeInTheDocument();
  });
});
