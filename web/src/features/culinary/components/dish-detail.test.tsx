import type { ErrorBody } from '@tn/contracts/common';
import type { Dish } from '@tn/contracts/culinary';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { bambooRice } from '../../../testing/msw/culinary-fixtures.ts';
import { apiError } from '../../../testing/msw/handlers.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-app.tsx';
import { shownToasts } from '../../../testing/toasts.ts';
import { DishDetail } from './dish-detail.tsx';

function renderDish(slug: string, options: RenderOptions = {}) {
  return renderWithProviders(<DishDetail slug={slug} />, { path: `/culinary/dish/${slug}`, ...options });
}

const sidebar = () => screen.getByRole('complementary');

describe('Dish detail', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signedOut', user: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the dish (vi): name, rating, region, description, price, ingredients, where to try it, reviews', async () => {
    renderDish('che-tan-cuong');
    expect(screen.getByRole('status').textContent).toBe('Đang tải món ăn…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chè Tân Cương' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Chè Tân Cương – Du lịch Thái Nguyên'));
    const main = screen.getAllByRole('article')[0]!;
    expect(within(main).getAllByText('Được đánh giá 4,5 trên 5 từ 2 lượt đánh giá').length).toBeGreaterThan(0);
    expect(within(main).getAllByText('Tân Cương, TP Thái Nguyên').length).toBeGreaterThan(0);
    expect(within(main).getByText('Chè xanh vùng đồi Tân Cương, sao chảo bằng tay.')).toBeTruthy();
    expect(within(main).getByText('120.000 đ / 100 g')).toBeTruthy();
    expect(within(main).getByText('Búp chè, làm héo rồi sao chảo')).toBeTruthy();
    // Preparation time only where a source gives one.
    expect(within(main).queryByText('Thời gian chế biến')).toBeNull();
    // Its credited photo (dish-photo.test.tsx checks the credit).
    expect(within(main).getByRole('img', { name: 'Chè Tân Cương' }).getAttribute('src')).toMatch(/^https:\/\/upload\.wikimedia\.org\//);

    const places = screen.getByRole('heading', { name: 'Những nơi phục vụ món này' }).parentElement!;
    expect(within(places).getByRole('link', { name: 'HTX chè Tân Cương' }).getAttribute('href')).toBe('/culinary/restaurant/htx-che-tan-cuong');
    expect(within(places).getByText('Hợp tác xã chè')).toBeTruthy();

    expect(await screen.findByText('Hương cốm rất thơm, vị chát dịu và hậu ngọt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quay lại Ẩm thực' }).getAttribute('href')).toBe('/culinary');
  });

  it('has a sidebar with the first place to eat, the rating, Share and the similar dishes from the API', async () => {
    renderDish('che-tan-cuong');
    await screen.findByRole('heading', { level: 1, name: 'Chè Tân Cương' });
    const aside = within(sidebar());
    expect(aside.getByRole('link', { name: 'HTX chè Tân Cương' }).getAttribute('href')).toBe('/culinary/restaurant/htx-che-tan-cuong');
    expect(aside.getByRole('button', { name: 'Chia sẻ' })).toBeTruthy();
    const similar = screen.getByRole('heading', { name: 'Món tương tự' }).parentElement!;
    expect((await within(similar).findByRole('link', { name: 'Cơm lam Định Hóa' })).getAttribute('href')).toBe('/culinary/dish/com-lam-dinh-hoa');
    expect(within(similar).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows preparation time when known and "Price not listed" without a price, in English', async () => {
    renderDish('com-lam-dinh-hoa', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Định Hóa bamboo-tube rice' })).toBeTruthy();
    expect(screen.getByText('Preparation time')).toBeTruthy();
    expect(screen.getByText('2 hours')).toBeTruthy();
    expect(screen.getByText('Price not listed')).toBeTruthy();
    expect(screen.getByText('No place to eat is listed for this dish yet.')).toBeTruthy();
    expect(within(sidebar()).getByText('No place to eat listed yet')).toBeTruthy();
  });

  it('says when a dish has no ingredients listed and no similar dishes (never made-up examples)', async () => {
    renderDish('tom-chua-ba-be', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Ba Bể sour shrimp' });
    expect(screen.getByText('No ingredients information available.')).toBeTruthy();
    expect(await screen.findByText('No similar dishes found.')).toBeTruthy();
    expect(screen.getAllByText('No ratings yet').length).toBeGreaterThan(0);
  });

  it('says when the similar dishes fail to load', async () => {
    server.use(http.get('/api/dishes/:id/similar', () => apiError(500)));
    renderDish('che-tan-cuong');
    expect(await screen.findByText('Không thể tải các món tương tự.')).toBeTruthy();
  });

  it.each([
    ['vi' as const, 'Không tìm thấy món ăn', 'Món ăn bạn tìm không tồn tại hoặc đã bị xóa.', 'Quay lại Ẩm thực'],
    ['en' as const, 'Dish not found', "The dish you're looking for doesn't exist or has been removed.", 'Back to Culinary'],
  ])('says when the dish does not exist (%s), with a way back', async (language, title, message, back) => {
    renderDish('bun-cha', { language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe('/culinary');
    expect(screen.queryByRole('button', { name: /Thử lại|Try again/ })).toBeNull();
  });

  it('shows a load error with Try again, then the dish', async () => {
    let fail = true;
    server.use(http.get<{ slug: string }, never, Dish | ErrorBody>('/api/dishes/slug/:slug', () => (fail ? apiError(503) : HttpResponse.json<Dish>(bambooRice))));
    renderDish('com-lam-dinh-hoa', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load this dish' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Định Hóa bamboo-tube rice' })).toBeTruthy();
  });

  it('shares through the Web Share API where there is one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderDish('che-tan-cuong', { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Tân Cương green tea' });
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(share).toHaveBeenCalledWith({ title: 'Tân Cương green tea', url: `${window.location.origin}/culinary/dish/che-tan-cuong` });
    expect(shownToasts()).toEqual([]);
  });

  it('copies the link with a toast where the browser cannot share, and says so when it cannot copy either', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDish('che-tan-cuong');
    await screen.findByRole('heading', { level: 1, name: 'Chè Tân Cương' });
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Chia sẻ' }));
    await waitFor(() => expect(shownToasts()[0]).toMatchObject({ title: 'Đã sao chép liên kết', type: 'success' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/culinary/dish/che-tan-cuong`);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Chia sẻ' }));
    await waitFor(() => expect(shownToasts()[0]).toMatchObject({ title: 'Không thể sao chép liên kết', type: 'error' }));
    expect(shownToasts()[0]!.description).toContain('/culinary/dish/che-tan-cuong');
  });
});
