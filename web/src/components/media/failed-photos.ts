import { create } from 'zustand';

/**
 * The photo addresses that failed to load in this page, for the credits shown beside a picture
 * rather than over it (a list's thumbnail, a map popup): the picture falls back to its
 * placeholder by itself, and its credit, elsewhere in the row, goes with it. An address that
 * loads again later (the connection is back) is taken off.
 */
interface FailedPhotos {
  failed: ReadonlySet<string>;
  markFailed(url: string): void;
  markLoaded(url: string): void;
}

export const useFailedPhotos = create<FailedPhotos>()((set) => ({
  failed: new Set(),
  markFailed: (url) => set((state) => (state.failed.has(url) ? state : { failed: new Set(state.failed).add(url) })),
  markLoaded: (url) =>
    set((state) => {
      if (!state.failed.has(url)) return state;
      const failed = new Set(state.failed);
      failed.delete(url);
      return { failed };
    }),
}));

/** Whether the photo at this address failed to load in this page. */
export const usePhotoFailed = (url: string | undefined): boolean =>
  useFailedPhotos((state) => url !== undefined && state.failed.has(url.trim()));
