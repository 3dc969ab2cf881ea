import { MEDIA_MAX_UPLOAD_BYTES } from '@tn/contracts/constants';
import type { AddPlacePhotoBody } from '@tn/contracts/place-photos';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quickDoubleClick } from '../../../../../testing/double-click.ts';
import { useAuthStore } from '../../../../../lib/auth/auth-store.ts';
import { makeFile, useNodeFormData } from '../../../../../testing/files.ts';
import { goOffline, goOnline } from '../../../../../testing/network.ts';
import { makeLocation, makePhoto } from '../../../../../testing/location-fixture.ts';
import { makeUpload } from '../../../../../testing/msw/culinary-fixtures.ts';
import { apiError } from '../../../../../testing/msw/handlers.ts';
import { recordRequests } from '../../../../../testing/msw/requests.ts';
import { server } from '../../../../../testing/msw/server.ts';
import { renderWithProviders, type RenderOptions } from '../../../../../testing/render-app.tsx';
import { shownToasts } from '../../../../../testing/toasts.ts';
import { LocationDetail } from '../../location-detail.tsx';

vi.mock('../../../../../components/map/location-map.tsx', () => ({ LocationMap: () => null }));

const signIn = () =>
  act(() =>
    useAuthStore.setState({
      status: 'signedIn',
      user: { uid: 'user-1', email: 'lan@example.com', displayName: 'Lan Nguyen', photoURL: null, provider: 'google.com' },
    }),
  );

/** The lake (the default fixtures' place 1), on its page. */
const renderLake = (options: RenderOptions = {}) =>
  renderWithProviders(<LocationDetail slug="nui-coc-lake" />, { path: '/location/nui-coc-lake', ...options });

const section = () => screen.findByRole('region', { name: /Ảnh của du khách|Visitors' photos/ });
const myPhotos = () => screen.getAllByTestId('my-place-photo');

/** What the form sent: the media upload's file name and the photo's body (the default answers otherwise). */
function recordWrites(uploadStatus?: number) {
  const sent = { uploads: [] as string[], photos: [] as AddPlacePhotoBody[] };
  server.use(
    http.post('/api/media', async ({ request }) => {
      const file = (await request.formData()).get('file');
      if (file instanceof File) sent.uploads.push(file.name);
      return uploadStatus ? apiError(uploadStatus, 'nope') : HttpResponse.json(makeUpload(), { status: 201 });
    }),
    http.post('/api/locations/:id/photos', async ({ request }) => {
      sent.photos.push((await request.clone().json()) as AddPlacePhotoBody);
      // Nothing answered: the default handler (the store) answers.
    }),
  );
  return sent;
}

describe('Place photos from visitors', () => {
  beforeEach(async () => {
    useAuthStore.setState({ status: 'signedOut', user: null, signInDialogOpen: false });
    await useNodeFormData();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('signed out: Add your photo opens the sign-in dialog, and nobody\'s own photos are asked for', async () => {
    const requests = recordRequests();
    renderLake({ language: 'en' });
    fireEvent.click(within(await section()).getByRole('button', { name: 'Add your photo' }));
    expect(useAuthStore.getState().signInDialogOpen).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Add your photo' })).toBeNull();
    expect(requests.urls().filter((url) => url.includes('/photos'))).toEqual([]);
  });

  it.each([
    ['vi', 'Chờ duyệt', 'Bị từ chối: Blurry'],
    ['en', 'Pending review', 'Rejected: Blurry'],
  ] as const)('shows the author their pending and rejected photos (%s)', async (language, pending, rejected) => {
    signIn();
    renderLake({ language });
    await section();
    await waitFor(() => expect(myPhotos()).toHaveLength(2));
    expect(within(myPhotos()[0]!).getByText(pending)).toBeTruthy();
    expect(within(myPhotos()[1]!).getByText(rejected)).toBeTruthy();
  });

  it.each([
    ['vi', 'Thêm ảnh của bạn', 'Ảnh', 'Đây là ảnh do tôi tự chụp', 'Gửi ảnh', 'Gửi ảnh cần kết nối mạng. Hãy kết nối lại để gửi; các lựa chọn của bạn vẫn được giữ.'],
    ['en', 'Add your photo', 'Photo', 'This is my own photo', 'Send photo', 'Sending a photo needs an internet connection. Connect again to send it; your choices stay.'],
  ] as const)('offline, sending is refused with a note instead of waiting for the connection, and works once it is back (%s)', async (language, title, fileLabel, ownWork, submit, note) => {
    signIn();
    const sent = recordWrites();
    renderLake({ language });
    await waitFor(() => expect(myPhotos()).toHaveLength(2));
    fireEvent.click(within(await section()).getByRole('button', { name: title }));
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    fireEvent.change(dialog.getByLabelText(fileLabel), { target: { files: [makeFile('lake.png', 'image/png')] } });
    fireEvent.click(dialog.getByRole('radio', { name: /CC0/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: new RegExp(ownWork) }));

    goOffline();
    const send = dialog.getByRole('button', { name: submit });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(send.getAttribute('aria-describedby')!)?.textContent).toBe(note);
    fireEvent.click(send);
    // Nothing went out, nothing spins, and the choices stay.
    expect(send.textContent).toBe(submit);
    expect(sent.uploads).toEqual([]);
    expect((dialog.getByRole('checkbox', { name: new RegExp(ownWork) }) as HTMLInputElement).checked).toBe(true);

    goOnline();
    expect(dialog.queryByText(note)).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.uploads).toEqual(['lake.png']);
  });

  it('requires a photo, a licence and "This is my own photo", then uploads, sends it and shows it pending', async () => {
    signIn();
    const sent = recordWrites();
    renderLake({ language: 'en' });
    await waitFor(() => expect(myPhotos()).toHaveLength(2));
    fireEvent.click(within(await section()).getByRole('button', { name: 'Add your photo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add your photo' }));
    const send = () => fireEvent.click(dialog.getByRole('button', { name: 'Send photo' }));

    send();
    expect(await dialog.findByText('Please choose a photo.')).toBeTruthy();
    expect(dialog.getByText('Please choose a license for the photo.')).toBeTruthy();
    expect(dialog.getByText('Only your own photos can be sent: please tick this box.')).toBeTruthy();
    expect(dialog.getByLabelText('Photo').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(dialog.getByLabelText('Photo'), { target: { files: [makeFile('lake.png', 'image/png')] } });
    expect(await dialog.findByRole('img', { name: 'Preview of your photo lake.png' })).toBeTruthy();
    // Each licence is explained beside its choice.
    const ccBy = dialog.getByRole('radio', { name: /CC BY 4.0/ });
    expect(ccBy.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.getByText('Anyone may reuse the photo as long as they credit you.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: /CC0/ }));
    send();
    expect(await dialog.findByText('Only your own photos can be sent: please tick this box.')).toBeTruthy();
    expect(dialog.queryByText('Please choose a license for the photo.')).toBeNull();
    expect(sent.uploads).toEqual([]);

    fireEvent.click(dialog.getByRole('checkbox', { name: /This is my own photo/ }));
    send();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.uploads).toEqual(['lake.png']);
    expect(sent.photos).toEqual([{ uploadId: makeUpload().id, licence: 'CC0-1.0', ownWork: true }]);
    expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Photo sent, pending review', type: 'success' }));
    await waitFor(() => expect(myPhotos()).toHaveLength(3));
    expect(within(myPhotos()[0]!).getByText('Pending review')).toBeTruthy();
  });

  it.each([
    [413, 'The photo is too large. Please choose a smaller one.'],
    [415, 'Only JPEG, PNG or WebP photos can be uploaded.'],
  ])('a refused upload (%i) says why beside the file, and sends no photo', async (status, text) => {
    signIn();
    const sent = recordWrites(status);
    renderLake({ language: 'en' });
    fireEvent.click(within(await section()).getByRole('button', { name: 'Add your photo' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Photo'), { target: { files: [makeFile('big.png', 'image/png')] } });
    fireEvent.click(dialog.getByRole('radio', { name: /CC BY 4.0/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /This is my own photo/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send photo' }));
    expect(await dialog.findByText(text)).toBeTruthy();
    expect(sent.photos).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([
    ['a file of another type', makeFile('anim.gif', 'image/gif'), 'Only JPEG, PNG or WebP photos can be uploaded.'],
    ['a photo over 10 MB', makeFile('huge.jpg', 'image/jpeg', new Uint8Array(MEDIA_MAX_UPLOAD_BYTES + 1)), 'The photo is too large. Please choose a smaller one.'],
  ])('%s is refused beside the field before anything is uploaded', async (_what, photo, reason) => {
    signIn();
    const sent = recordWrites();
    renderLake({ language: 'en' });
    fireEvent.click(within(await section()).getByRole('button', { name: 'Add your photo' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Photo').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    fireEvent.change(dialog.getByLabelText('Photo'), { target: { files: [photo] } });
    fireEvent.click(dialog.getByRole('radio', { name: /CC0/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /This is my own photo/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send photo' }));
    expect(await dialog.findByText(reason)).toBeTruthy();
    expect(sent.uploads).toEqual([]);
  });

  it('a refused photo (400) says so in the reader\'s language, not the server\'s', async () => {
    signIn();
    server.use(http.post('/api/locations/:id/photos', () => apiError(400, 'licence: must be one of CC-BY-4.0, CC0-1.0')));
    renderLake();
    fireEvent.click(within(await section()).getByRole('button', { name: 'Thêm ảnh của bạn' }));
    const dialog = within(await screen.findByRole('dialog'));
    // The picker in the page's language (the browser's own button and "No file chosen" speak the browser's).
    expect(dialog.getByText('Chọn ảnh…')).toBeTruthy();
    expect(dialog.getByText('Chưa chọn ảnh')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Ảnh'), { target: { files: [makeFile('ho.png', 'image/png')] } });
    expect(dialog.getByText('ho.png')).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: /CC BY 4.0/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /Đây là ảnh do tôi tự chụp/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Gửi ảnh' }));
    expect(await dialog.findByText(/Ảnh chưa được chấp nhận/)).toBeTruthy();
    expect(dialog.queryByText(/must be one of/)).toBeNull();
  });

  it('an upload the server no longer knows (400 uploadId) is said beside the file and sent again on the next try', async () => {
    signIn();
    const sent = recordWrites();
    let refuse = true;
    server.use(
      http.post('/api/locations/:id/photos', () => {
        if (!refuse) return;
        refuse = false;
        return apiError(400, 'uploadId: not one of your uploads');
      }),
    );
    renderLake({ language: 'en' });
    fireEvent.click(within(await section()).getByRole('button', { name: 'Add your photo' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Photo'), { target: { files: [makeFile('lake.png', 'image/png')] } });
    fireEvent.click(dialog.getByRole('radio', { name: /CC BY 4.0/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /This is my own photo/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send photo' }));
    expect(await dialog.findByText(/The uploaded photo is no longer available/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.uploads).toEqual(['lake.png', 'lake.png']);
  });

  it('withdraws a photo after a confirmation, once for a double click', async () => {
    signIn();
    const requests = recordRequests();
    renderLake({ language: 'en' });
    await waitFor(() => expect(myPhotos()).toHaveLength(2));
    const withdraw = within(myPhotos()[1]!).getByRole('button', { name: /^Withdraw the photo sent on/ });
    fireEvent.click(withdraw);
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw this photo?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.of('DELETE', '/api/locations/1/photos/12')).toHaveLength(0);

    fireEvent.click(withdraw);
    await quickDoubleClick(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(myPhotos()).toHaveLength(1));
    expect(requests.of('DELETE', '/api/locations/1/photos/12')).toHaveLength(1);
    // Its Withdraw button went with it: focus is back on Add your photo.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Add your photo'));
    expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Photo withdrawn', type: 'success' }));
  });

  it('shows an approved photo in the gallery with its credit, srcset, sizes, its size, loaded at once as the main picture of the page', async () => {
    const visitorPhoto = {
      url: '/media/abc-800.webp',
      author: 'Lan Nguyen',
      licence: 'CC BY 4.0',
      sourceUrl: '/media/abc-1600.webp',
      srcset: '/media/abc-320.webp 320w, /media/abc-800.webp 800w, /media/abc-1600.webp 1600w',
      width: 1600,
      height: 1200,
    };
    const lake = makeLocation({ photos: [makePhoto(), visitorPhoto] });
    server.use(http.get('/api/locations/slug/:slug', () => HttpResponse.json(lake)));
    renderLake({ language: 'en' });
    const gallery = await screen.findByRole('region', { name: 'Photos of Nui Coc Lake' });
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next image' }));
    const shown = await waitFor(() => {
      const img = gallery.querySelector<HTMLImageElement>('img[src="/media/abc-800.webp"]');
      expect(img).toBeTruthy();
      return img!;
    });
    expect(shown.getAttribute('srcset')).toBe(visitorPhoto.srcset);
    expect(shown.getAttribute('sizes')).toBeTruthy();
    expect(shown.getAttribute('width')).toBe('1600');
    expect(shown.getAttribute('height')).toBe('1200');
    expect(shown.getAttribute('loading')).toBe('eager');
    expect(shown.getAttribute('fetchpriority')).toBe('high');
    expect(shown.getAttribute('decoding')).toBe('async');
    // Credited as every photo is: the author and licence, linking to its largest stored size.
    const credit = within(gallery).getAllByTestId('photo-credit').find((p) => p.textContent?.includes('Lan Nguyen'))!;
    expect(credit.textContent).toBe("Photo: Lan Nguyen, CC BY 4.0 (the photo's source page, opens in a new tab)");
    expect(within(credit).getByRole('link').getAttribute('href')).toBe('/media/abc-1600.webp');
  });
});
