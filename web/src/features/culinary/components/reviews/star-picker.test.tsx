import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarPicker } from './star-picker.tsx';

const tabStops = () => screen.getAllByRole<HTMLInputElement>('radio').filter((radio) => radio.tabIndex >= 0).map((radio) => radio.value);

describe('StarPicker', () => {
  it('is one tab stop, as a radio group: the chosen star, or the first before one is chosen', () => {
    const { rerender } = render(<StarPicker value={0} onChange={() => {}} legend="Rating" />);
    expect(tabStops()).toEqual(['1']);
    rerender(<StarPicker value={4} onChange={() => {}} legend="Rating" />);
    expect(tabStops()).toEqual(['4']);
  });
});
