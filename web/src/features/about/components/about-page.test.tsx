import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../lib/i18n.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('the About page', () => {
  it.each<[Language, string, string[]]>([
    ['vi', 'Giới thiệu', ['1 nếu thắng, 0 nếu thua, mỗi bên 0,5 khi người bình chọn không chọn được', 'lên 1.016', 'cả hai vẫn giữ 1.000 điểm', 'trở lại 1.000 điểm']],
    ['en', 'About', ["1 for a win, 0 for a loss, 0.5 each when the voter can't decide", 'moves to 1,016', 'both would have stayed at 1,000', 'goes back to 1,000']],
  ])('explains a draw, and writes ratings as the cards do (%s)', async (language, title, phrases) => {
    renderApp('/about', { language });
    await screen.findByRole('heading', { level: 1, name: title });
    const text = document.getElementById('main-content')!.textContent!;
    for (const phrase of phrases) expect(text).toContain(phrase);
  });
});
