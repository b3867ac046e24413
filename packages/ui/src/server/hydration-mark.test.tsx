import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { HydrationMark, hydratingRegion } from './hydration-mark.tsx';
import { HYDRATING_ATTRIBUTE } from './hydration-names.ts';

function Region() {
  const ref = useRef<HTMLElement>(null);
  return (
    <section ref={ref} aria-label="Callback" {...hydratingRegion}>
      <HydrationMark region={ref} />
    </section>
  );
}

describe('HydrationMark', () => {
  it('unmarks a region rendered in the browser together with its content (one commit), so early taps there are not held for good', () => {
    render(<Region />);
    expect(screen.getByRole('region', { name: 'Callback' })).not.toHaveAttribute(HYDRATING_ATTRIBUTE);
  });
});
