/** What sonner shows, read from its markup: title, description and kind of every toast on screen. */
export function shownToasts(): Array<{ title: string; description: string; type: string }> {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'))
    .filter((toast) => toast.dataset.removed !== 'true')
    .map((toast) => ({
      title: toast.querySelector('[data-title]')?.textContent ?? '',
      description: toast.querySelector('[data-description]')?.textContent ?? '',
      type: toast.dataset.type ?? 'default',
    }));
}
