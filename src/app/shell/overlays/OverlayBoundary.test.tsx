import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OverlayBoundary } from './OverlayBoundary';

function Failing(): never {
  throw new Error('the overlay chunk could not load');
}

describe('OverlayBoundary', () => {
  it('leaves a failing overlay out, keeps the rest of the page, and tries again on the next page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (path: string, fails: boolean) => (
      <main>
        <p>page</p>
        <OverlayBoundary resetKey={path}>{fails ? <Failing /> : <p>overlay</p>}</OverlayBoundary>
      </main>
    );
    const { rerender } = render(page('/sports', true));
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('overlay')).toBeNull();
    rerender(page('/sports', false));
    expect(screen.queryByText('overlay')).toBeNull();
    rerender(page('/match-detail/7', false));
    expect(screen.getByText('overlay')).toBeInTheDocument();
  });
});
