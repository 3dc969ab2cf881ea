import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { DeferredMenu, type MenuComponent } from './deferred-menu.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu.tsx';

function TestMenu({ trigger }: { trigger: ReactElement }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Một</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const menuModule = { default: TestMenu as MenuComponent<object> };

describe('DeferredMenu', () => {
  it('is a plain button that says it opens a menu, and opens the fetched menu on Enter', async () => {
    const load = vi.fn(async () => menuModule);
    renderWithProviders(<DeferredMenu load={load} menuProps={{}} trigger={<button type="button">Ngôn ngữ</button>} />);
    const trigger = screen.getByRole('button', { name: 'Ngôn ngữ' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(await screen.findByRole('menuitem', { name: 'Một' })).toBeTruthy();
  });

  it('says so when the menu cannot be fetched, keeps the app, and fetches again on the next press', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(menuModule);
    renderWithProviders(<DeferredMenu load={load} menuProps={{}} trigger={<button type="button">Ngôn ngữ</button>} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Ngôn ngữ' }), { key: 'Enter' });
    expect(await screen.findByText('Không tải được phần này. Vui lòng kiểm tra kết nối và thử lại.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ngôn ngữ' }).getAttribute('aria-busy')).toBeNull());
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'Ngôn ngữ' }), { key: 'Enter' });
    });
    expect(await screen.findByRole('menuitem', { name: 'Một' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
