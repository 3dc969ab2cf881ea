import { describe, expect, it } from 'vitest';
import { clusterHtml, escapeHtml, markerHtml, placeholderKind, safeImageUrl } from './marker-html.ts';

const photoAt = (url: string) => ({ url, author: 'A', licence: 'CC0', sourceUrl: 'https://commons.wikimedia.org/wiki/File:A.jpg' });

/** Parses the HTML the way Leaflet does (innerHTML) and returns the element tree. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('marker HTML', () => {
  it('escapes every character that could open markup or an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&\``)).toBe('&#60;img src=x onerror=&#34;alert(&#39;1&#39;)&#34;&#62;&#38;&#96;');
  });

  it('shows a hostile title as text only', () => {
    const host = parse(markerHtml({ title: '<img src=x onerror=alert(1)><script>alert(2)</script>', photo: null, category: 'spiritual' }, false));
    expect(host.querySelectorAll('img, script')).toHaveLength(0);
    expect(host.textContent).toBe('<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(host.querySelector('[data-placeholder]')!.getAttribute('data-placeholder')).toBe('spiritual');
    expect(host.querySelector('[data-testid="map-marker"]')!.getAttribute('data-selected')).toBe('false');
  });

  it('keeps a hostile image URL inside its attribute, and drops non-http ones', () => {
    const host = parse(markerHtml({ title: 'A', photo: photoAt('https://x.example/a.jpg" onerror="alert(1)'), category: 'ecotourism' }, true));
    const img = host.querySelector('img')!;
    expect(img.getAttribute('onerror')).toBeNull();
    expect(img.getAttribute('src')).toBe('https://x.example/a.jpg%22%20onerror=%22alert(1)');
    expect(host.querySelector('[data-testid="map-marker"]')!.getAttribute('data-selected')).toBe('true');

    for (const url of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '  ']) {
      expect(safeImageUrl(url)).toBeNull();
      expect(parse(markerHtml({ title: 'A', photo: photoAt(url), category: 'x' }, false)).querySelector('img')).toBeNull();
    }
  });

  it("offers a Commons photo's scaled copies, sized for the 60 px square, not the original alone", () => {
    const original = 'https://upload.wikimedia.org/wikipedia/commons/9/90/Tea_hill_in_Thai_Nguyen.jpg';
    const img = parse(markerHtml({ title: 'A', photo: photoAt(original), category: 'ecotourism' }, false)).querySelector('img')!;
    expect(img.getAttribute('src')).toBe(original);
    expect(img.getAttribute('srcset')).toMatch(/^\/media\/commons\/9\/90\/Tea_hill_in_Thai_Nguyen\.jpg\/330px-Tea_hill_in_Thai_Nguyen\.jpg 330w, /);
    expect(img.getAttribute('sizes')).toBe('60px');
    // A visitor's photo: the sizes the media service stored.
    const stored = { ...photoAt('/media/p/a-800.webp'), srcset: '/media/p/a-320.webp 320w, /media/p/a-800.webp 800w' };
    expect(parse(markerHtml({ title: 'A', photo: stored, category: 'x' }, false)).querySelector('img')!.getAttribute('srcset')).toBe(stored.srcset);
    // Another address: the address alone.
    expect(parse(markerHtml({ title: 'A', photo: photoAt('https://x.example/a.jpg'), category: 'x' }, false)).querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });

  it('uses a known placeholder class only', () => {
    expect(placeholderKind('ecotourism')).toBe('ecotourism');
    expect(placeholderKind('x" onclick="y')).toBe('other');
    expect(parse(markerHtml({ title: 'A', photo: null, category: 'craft_village' }, false)).querySelector('[data-placeholder]')!.getAttribute('data-placeholder')).toBe('other');
  });

  it('labels clusters with their count', () => {
    const host = parse(clusterHtml(7, 'Places: <7>'));
    const bubble = host.querySelector<HTMLElement>('[data-count]')!;
    expect(bubble.dataset.count).toBe('7');
    expect(bubble.textContent).toBe('7Places: <7>');
  });
});
