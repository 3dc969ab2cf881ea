import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { chatLinkTarget } from '../utils/chat-link.ts';
import { AssistantMarkdown } from './assistant-markdown.tsx';

const MAPS_ROUTE = 'https://www.google.com/maps/dir/?api=1&destination=H%E1%BB%93%20N%C3%BAi%20C%E1%BB%91c';

function renderAnswer(links: [name: string, href: string][]) {
  const text = links.map(([name, href]) => `- [${name}](${href})`).join('\n');
  return renderWithProviders(<AssistantMarkdown text={text} />);
}

describe('links in an answer', () => {
  it('keeps its link elements, and the keyboard focus on one, when the answer draws again', () => {
    let redraw!: () => void;
    function Answer() {
      const [, setCount] = useState(0);
      redraw = () => setCount((n) => n + 1);
      return <AssistantMarkdown text="[Hồ Ba Bể](/location/ho-ba-be)" onNavigate={() => {}} />;
    }
    renderWithProviders(<Answer />);
    const link = screen.getByRole('link', { name: 'Hồ Ba Bể' });
    link.focus();
    act(() => redraw());
    expect(screen.getByRole('link', { name: 'Hồ Ba Bể' })).toBe(link);
    expect(document.activeElement).toBe(link);
  });

  it('links in-app paths through the router and Google Maps routes in a new tab', () => {
    renderAnswer([
      ['Hồ Núi Cốc', '/location/ho-nui-coc'],
      ['Bảng xếp hạng', '/rankings?month=2026-11#top'],
      ['Chỉ đường', MAPS_ROUTE],
      ['Bản đồ', 'https://maps.google.com/?q=Thai+Nguyen'],
    ]);
    expect(screen.getByRole('link', { name: 'Hồ Núi Cốc' }).getAttribute('href')).toBe('/location/ho-nui-coc');
    expect(screen.getByRole('link', { name: 'Bảng xếp hạng' }).getAttribute('href')).toBe('/rankings?month=2026-11#top');
    const route = screen.getByRole('link', { name: /Chỉ đường/ });
    expect(route.getAttribute('href')).toBe(MAPS_ROUTE);
    expect(route.getAttribute('target')).toBe('_blank');
    expect(route.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /Bản đồ/ }).getAttribute('href')).toBe('https://maps.google.com/?q=Thai+Nguyen');
  });

  it('shows a link to anywhere else as its text only', () => {
    const elsewhere: [string, string][] = [
      ['Trang lạ', 'https://evil.example/phish'],
      ['Không mã hóa', 'http://www.google.com/maps/dir/'],
      ['Google tìm kiếm', 'https://www.google.com/search?q=maps'],
      ['Tên miền giả', 'https://www.google.com.evil.example/maps'],
      ['Đăng nhập giả', 'https://user:pass@www.google.com/maps'],
      ['Không giao thức', '//evil.example/maps'],
      ['Thư', 'mailto:someone@example.com'],
      ['Tương đối', 'location/ho-nui-coc'],
    ];
    renderAnswer(elsewhere);
    for (const [name] of elsewhere) {
      expect(screen.getByText(name).closest('a'), name).toBeNull();
    }
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('keeps a path on this app however a browser would resolve it', () => {
    expect(chatLinkTarget('/location/ho-nui-coc')).toEqual({ kind: 'app', to: '/location/ho-nui-coc' });
    expect(chatLinkTarget('/culinary/../rankings')).toEqual({ kind: 'app', to: '/rankings' });
    expect(chatLinkTarget('/\t/evil.example')).toBeNull();
    expect(chatLinkTarget('/\\evil.example')).toBeNull();
    expect(chatLinkTarget('//evil.example')).toBeNull();
    expect(chatLinkTarget('https://google.com/maps')).toEqual({ kind: 'maps', href: 'https://google.com/maps' });
    expect(chatLinkTarget('https://www.google.com/mapsx')).toBeNull();
    expect(chatLinkTarget('https://www.google.com:8443/maps')).toBeNull();
    expect(chatLinkTarget(undefined)).toBeNull();
  });
});
