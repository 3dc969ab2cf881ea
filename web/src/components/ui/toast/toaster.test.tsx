import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { toast, useToastStore } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

function renderToaster() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );
}

describe('Toaster', () => {
  beforeEach(() => useToastStore.getState().remove());

  it('shows the toast and closes it after its duration', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast({ title: 'Saved', description: 'Your choice was saved' });
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(useToastStore.getState().toasts[0]?.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('shows only the newest toast', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Old' });
      toast({ title: 'New', variant: 'destructive' });
    });
    expect(screen.queryByText('Old')).toBeNull();
    expect(screen.getByText('New')).toBeTruthy();
  });
});
