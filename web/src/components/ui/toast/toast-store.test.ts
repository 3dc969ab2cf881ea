import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, useToastStore } from './toast-store.ts';

const state = () => useToastStore.getState();

describe('toast store', () => {
  beforeEach(() => state().remove());

  it('keeps at most one toast: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'first' });
    toast({ title: 'second' });
    expect(state().toasts).toHaveLength(1);
    expect(state().toasts[0]?.title).toBe('second');
  });

  it('defaults to 5000 ms and honours a given duration', () => {
    expect(TOAST_DURATION).toBe(5000);
    toast({ title: 'default' });
    expect(state().toasts[0]?.duration).toBe(5000);
    toast({ title: 'short', duration: 1500 });
    expect(state().toasts[0]?.duration).toBe(1500);
  });

  it('defaults to the default variant and supports destructive', () => {
    toast({ title: 'ok' });
    expect(state().toasts[0]?.variant).toBe('default');
    toast({ title: 'bad', variant: 'destructive' });
    expect(state().toasts[0]?.variant).toBe('destructive');
  });

  it('updates a toast in place', () => {
    const handle = toast({ title: 'Saving' });
    handle.update({ title: 'Saved', description: 'All good' });
    expect(state().toasts[0]).toMatchObject({ id: handle.id, title: 'Saved', description: 'All good', open: true, duration: 5000 });
  });

  it('dismisses (closes) and removes the toast 1,000,000 ms later', () => {
    vi.useFakeTimers();
    const handle = toast({ title: 'bye' });
    handle.dismiss();
    expect(state().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(state().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(state().toasts).toHaveLength(0);
  });

  it('dismisses all without an id and removes at once with remove', () => {
    toast({ title: 'a' });
    state().dismiss();
    expect(state().toasts.every((t) => !t.open)).toBe(true);
    state().remove();
    expect(state().toasts).toHaveLength(0);
  });

  it('a replaced toast leaves no pending removal behind', () => {
    vi.useFakeTimers();
    const first = toast({ title: 'first' });
    first.dismiss();
    const second = toast({ title: 'second' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(state().toasts.map((t) => t.id)).toEqual([second.id]);
  });
});
