import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/location/ho-nui-coc?tab=map#top', '/location/ho-nui-coc?tab=map#top'],
    ['/culinary/dish/b%C3%BAn', '/culinary/dish/b%C3%BAn'],
    ['/a/../dashboard', '/dashboard'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['dashboard'],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\tevil'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?redirect=/dashboard'],
  ])('sends %s home', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});

describe('loginPath', () => {
  it('adds a readable redirect back', () => {
    expect(loginPath('/dashboard')).toBe('/login?redirect=/dashboard');
    expect(loginPath('/location/a?x=1&y=2')).toBe('/login?redirect=/location/a%3Fx%3D1%26y%3D2');
    expect(new URLSearchParams(loginPath('/location/a?x=1&y=2').split('?')[1]).get('redirect')).toBe('/location/a?x=1&y=2');
  });

  it('is the bare login page for home or an unsafe target', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('https://evil.example')).toBe('/login');
  });
});
