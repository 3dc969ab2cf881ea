import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Fresh copies of the modules: the test setup has already fetched sonner for every other test.
async function freshToasts() {
  vi.resetModules();
  const [{ Toaster }, { toast, toastsWanted }] = await Promise.all([import('./toaster.tsx'), import('../../lib/toast.ts')]);
  return { Toaster, toast, toastsWanted };
}

describe('the toaster, fetched with the first toast', () => {
  it('draws nothing and fetches nothing until a toast is asked for', async () => {
    const { Toaster, toastsWanted } = await freshToasts();
    const { container } = render(<Toaster />);
    expect(toastsWanted()).toBe(false);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
  });

  it('shows a toast asked for before sonner has arrived, and the next ones', async () => {
    const { Toaster, toast, toastsWanted } = await freshToasts();
    render(<Toaster />);
    toast.success('Đã lưu', { description: 'Chuyến đi của bạn' });
    expect(toastsWanted()).toBe(true);
    expect(await screen.findByText('Đã lưu')).toBeTruthy();
    expect(screen.getByText('Chuyến đi của bạn')).toBeTruthy();

    toast.error('Không lưu được');
    expect((await screen.findByText('Không lưu được')).closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('error');
  });
});
