import type { Restaurant, SuggestionBody } from '@tn/contracts/culinary';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quickDoubleClick } from '../../../../testing/double-click.ts';
import { useAuthStore } from '../../../../lib/auth/auth-store.ts';
import type { Language } from '../../../../lib/i18n.ts';
import { restaurants } from '../../../../testing/msw/culinary-fixtures.ts';
import { apiError } from '../../../../testing/msw/handlers.ts';
import { suggestedRestaurant } from '../../../../testing/msw/moderation-handlers.ts';
import { server } from '../../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { RestaurantDetail } from '../restaurant-detail.tsx';
import { RestaurantsPanel } from '../restaurants-panel.tsx';

vi.mock('../../../../components/map/location-map.tsx', () => ({ LocationMap: () => null }));

const signIn = () =>
  act(() =>
    useAuthStore.setState({
      status: 'signedIn',
      user: { uid: 'user-1', email: 'lan@example.com', displayName: 'Lan Nguyen', photoURL: null, provider: 'google.com' },
    }),
  );

const renderPanel = (language: Language = 'vi') => renderWithProviders(<RestaurantsPanel />, { path: '/culinary/restaurants', language });

function recordSuggestions() {
  const bodies: SuggestionBody[] = [];
  server.use(
    http.post('/api/restaurants/suggestions', async ({ request }) => {
      bodies.push((await request.clone().json()) as SuggestionBody);
    }),
  );
  return bodies;
}

async function openForm(language: Language) {
  renderPanel(language);
  fireEvent.click(await screen.findByRole('button', { name: language === 'vi' ? 'Đề xuất địa điểm' : 'Suggest a place' }));
  return within(await screen.findByRole('dialog'));
}

describe('Suggest a place to eat', () => {
  beforeEach(() => useAuthStore.setState({ status: 'signedOut', user: null, signInDialogOpen: false, emulatorPicker: null }));

  it('signed out: the button opens the sign-in dialog instead of the form', async () => {
    renderPanel('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest a place' }));
    expect(useAuthStore.getState().signInDialogOpen).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signed out: the form opens once the visitor has signed in from that dialog, and closing it returns focus to the button', async () => {
    renderPanel('vi');
    fireEvent.click(await screen.findByRole('button', { name: 'Đề xuất địa điểm' }));
    expect(useAuthStore.getState().signInDialogOpen).toBe(true);
    // Signed in through the emulator form, which replaces the provider dialog.
    act(() => useAuthStore.setState({ signInDialogOpen: false, emulatorPicker: 'google.com' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    signIn();
    act(() => useAuthStore.setState({ emulatorPicker: null }));
    const form = within(await screen.findByRole('dialog', { name: 'Đề xuất một nơi ăn uống' }));
    fireEvent.click(form.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Đề xuất địa điểm' })));
  });

  it('signed out: a sign-in given up opens nothing, then or at a later sign-in from the header', async () => {
    renderPanel('vi');
    fireEvent.click(await screen.findByRole('button', { name: 'Đề xuất địa điểm' }));
    act(() => useAuthStore.setState({ signInDialogOpen: false }));
    signIn();
    await screen.findByRole('button', { name: 'Đề xuất địa điểm' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('requires the name, kind, address and what it serves, and a map point as both numbers or none', async () => {
    signIn();
    const bodies = recordSuggestions();
    const form = await openForm('en');
    const send = () => fireEvent.click(form.getByRole('button', { name: 'Send suggestion' }));

    send();
    for (const text of ['Please enter the name of the place.', 'Please choose a kind.', 'Please enter the address.', 'Please say what it serves.']) {
      expect(await form.findByText(text)).toBeTruthy();
    }
    expect(form.getByRole('textbox', { name: 'Name of the place' }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(form.getByRole('textbox', { name: 'Name of the place' }), { target: { value: '  Quán bún chả Lan ' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Kind' }), { target: { value: 'food_street' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Address' }), { target: { value: 'Phường Hoàng Văn Thụ' } });
    fireEvent.change(form.getByRole('textbox', { name: 'What it serves' }), { target: { value: 'Bún chả' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Latitude' }), { target: { value: '21,59' } });
    send();
    expect(await form.findByText('Please enter both latitude and longitude, or leave both empty.')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: 'Longitude' }), { target: { value: '205.8' } });
    send();
    expect(await form.findByText('The longitude must be a number from -180 to 180.')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(form.getByRole('textbox', { name: 'Longitude' }), { target: { value: '105.84' } });
    send();
    expect(await form.findByText('An editor will review it. The place is listed once it is approved.')).toBeTruthy();
    expect(bodies).toEqual([{ name: 'Quán bún chả Lan', kind: 'food_street', address: 'Phường Hoàng Văn Thụ', serves: 'Bún chả', latitude: 21.59, longitude: 105.84 }]);
  });

  it.each([
    { latitude: '21.59', longitude: '999', messages: { 'Vĩ độ': null, 'Kinh độ': 'Kinh độ phải là số từ -180 đến 180.' }, focus: 'Kinh độ' },
    {
      latitude: 'abc',
      longitude: '999',
      messages: { 'Vĩ độ': 'Vĩ độ phải là số từ -90 đến 90.', 'Kinh độ': 'Kinh độ phải là số từ -180 đến 180.' },
      focus: 'Vĩ độ',
    },
    { latitude: '', longitude: '105,84', messages: { 'Vĩ độ': 'Vui lòng nhập cả vĩ độ và kinh độ, hoặc để trống cả hai.', 'Kinh độ': null }, focus: 'Vĩ độ' },
  ])('a wrong map point ($latitude / $longitude) marks only the wrong field, each with its own message, and focuses the first', async ({ latitude, longitude, messages, focus }) => {
    signIn();
    const bodies = recordSuggestions();
    const form = await openForm('vi');
    fireEvent.change(form.getByRole('textbox', { name: 'Tên địa điểm' }), { target: { value: 'Phở Hương' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Loại hình' }), { target: { value: 'restaurant' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Địa chỉ' }), { target: { value: 'Đường Lương Ngọc Quyến' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Món ăn, đồ uống phục vụ' }), { target: { value: 'Phở bò' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Vĩ độ' }), { target: { value: latitude } });
    fireEvent.change(form.getByRole('textbox', { name: 'Kinh độ' }), { target: { value: longitude } });
    fireEvent.click(form.getByRole('button', { name: 'Gửi đề xuất' }));

    await waitFor(() => expect(document.activeElement).toBe(form.getByRole('textbox', { name: focus })));
    for (const [name, message] of Object.entries(messages)) {
      const input = form.getByRole('textbox', { name });
      expect(input.getAttribute('aria-invalid')).toBe(message ? 'true' : null);
      // The field is described by its own message only.
      expect(input.getAttribute('aria-describedby') ? document.getElementById(input.getAttribute('aria-describedby')!)?.textContent : null).toBe(message);
    }
    expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(Object.values(messages).filter(Boolean));
    expect(bodies).toEqual([]);
  });

  it('sends no map point when none is given, once for a double click, and thanks in Vietnamese', async () => {
    signIn();
    const bodies = recordSuggestions();
    const form = await openForm('vi');
    fireEvent.change(form.getByRole('textbox', { name: 'Tên địa điểm' }), { target: { value: 'Phở Hương' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Loại hình' }), { target: { value: 'restaurant' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Địa chỉ' }), { target: { value: 'Đường Lương Ngọc Quyến' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Món ăn, đồ uống phục vụ' }), { target: { value: 'Phở bò' } });
    await quickDoubleClick(form.getByRole('button', { name: 'Gửi đề xuất' }));
    expect(await form.findByRole('heading', { name: 'Cảm ơn bạn!' })).toBeTruthy();
    expect(bodies).toEqual([{ name: 'Phở Hương', kind: 'restaurant', address: 'Đường Lương Ngọc Quyến', serves: 'Phở bò' }]);
  });

  it.each([
    ['vi', 'Đóng', 'Cảm ơn bạn! Biên tập viên sẽ xem đề xuất của bạn. Địa điểm sẽ hiện trong danh sách khi được duyệt.', 'Đề xuất địa điểm'],
    ['en', 'Close', 'Thank you! An editor will review it. The place is listed once it is approved.', 'Suggest a place'],
  ] as const)('once sent, focus is on Close, which the thanks describe, and it returns to the button (%s)', async (language, close, thanks, open) => {
    signIn();
    recordSuggestions();
    const form = await openForm(language);
    const fill = (index: number, value: string) => fireEvent.change(form.getAllByRole('textbox')[index]!, { target: { value } });
    fill(0, 'Phở Hương');
    fireEvent.change(form.getByRole('combobox'), { target: { value: 'restaurant' } });
    fill(1, 'Đường Lương Ngọc Quyến');
    fill(2, 'Phở bò');
    const send = form.getByRole('button', { name: language === 'vi' ? 'Gửi đề xuất' : 'Send suggestion' });
    send.focus();
    fireEvent.click(send);
    const closeButton = await form.findByRole('button', { name: close, description: thanks });
    await waitFor(() => expect(document.activeElement).toBe(closeButton));
    fireEvent.click(closeButton);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: open })));
  });

  it('a refused suggestion (400) says so in the reader\'s language and keeps the form', async () => {
    signIn();
    server.use(http.post('/api/restaurants/suggestions', () => apiError(400, 'name: at most 120 characters')));
    const form = await openForm('en');
    fireEvent.change(form.getByRole('textbox', { name: 'Name of the place' }), { target: { value: 'X' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Kind' }), { target: { value: 'restaurant' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Address' }), { target: { value: 'Y' } });
    fireEvent.change(form.getByRole('textbox', { name: 'What it serves' }), { target: { value: 'Z' } });
    fireEvent.click(form.getByRole('button', { name: 'Send suggestion' }));
    expect(await form.findByText(/The suggestion was not accepted/)).toBeTruthy();
    expect(form.queryByText(/at most 120/)).toBeNull();
  });

  it.each([
    ['vi', 'Do du khách đề xuất'],
    ['en', 'Suggested by visitors'],
  ] as const)('marks suggested places in the list and on their page (%s)', async (language, badge) => {
    server.use(
      http.get('/api/restaurants', () => HttpResponse.json<Restaurant[]>([...restaurants.map((r) => ({ ...r, suggestedByVisitors: false })), suggestedRestaurant])),
      http.get('/api/restaurants/slug/:slug', () => HttpResponse.json<Restaurant>(suggestedRestaurant)),
      http.get('/api/restaurants/:id/menus', () => HttpResponse.json([])),
      http.get('/api/restaurants/:id/popular-dishes', () => HttpResponse.json([])),
      http.get('/api/restaurants/:id/nearby', () => HttpResponse.json([])),
      http.get('/api/restaurants/:id/reviews', () => HttpResponse.json([])),
    );
    const { unmount } = renderPanel(language);
    await waitFor(() => expect(screen.getAllByTestId('restaurant-card')).toHaveLength(3));
    const cards = screen.getAllByTestId('restaurant-card');
    expect(cards.map((card) => within(card).queryByText(badge) !== null)).toEqual([false, false, true]);
    unmount();

    renderWithProviders(<RestaurantDetail slug={suggestedRestaurant.slug} />, { path: `/culinary/restaurant/${suggestedRestaurant.slug}`, language });
    expect(await screen.findByText(badge)).toBeTruthy();
    // What it serves, as the visitor put it.
    expect(screen.getByText('Bún chả')).toBeTruthy();
  });
});
