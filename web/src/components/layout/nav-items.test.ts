import { describe, expect, it } from 'vitest';
import { rankingsReturnState } from '../../lib/rankings-return.ts';
import { headerNavItems, isNavItemActive, tabBarItems } from './nav-items.ts';

const keys = (items: ReadonlyArray<{ key: string }>) => items.map((item) => item.key);

describe('Navigation items', () => {
  it('show Editors to editors only, in the header and the tab bar', () => {
    expect(keys(headerNavItems())).toEqual(['discover', 'voting', 'rankings', 'culinary', 'about']);
    expect(keys(headerNavItems(true))).toEqual(['discover', 'voting', 'rankings', 'culinary', 'about', 'admin']);
    expect(keys(tabBarItems(false))).toEqual(['discover', 'voting', 'rankings', 'culinary']);
    expect(keys(tabBarItems(true))).toEqual(['discover', 'voting', 'rankings', 'culinary', 'dashboard']);
    expect(keys(tabBarItems(true, true))).toEqual(['discover', 'voting', 'rankings', 'culinary', 'dashboard', 'admin']);
    // Signed out nobody is an editor, whatever a stale profile said.
    expect(keys(tabBarItems(false, true))).toEqual(['discover', 'voting', 'rankings', 'culinary']);
  });

  it('mark a place page as under Discover, or under Rankings when it was opened from the rankings', () => {
    const current = (location: { pathname: string; state?: unknown }) => keys(headerNavItems().filter((item) => isNavItemActive(item, location)));
    expect(current({ pathname: '/location/ho-nui-coc' })).toEqual(['discover']);
    expect(current({ pathname: '/location/ho-nui-coc', state: rankingsReturnState('?sort=name') })).toEqual(['rankings']);
    expect(current({ pathname: '/location/ho-nui-coc', state: rankingsReturnState('') })).toEqual(['rankings']);
    expect(current({ pathname: '/rankings' })).toEqual(['rankings']);
    expect(current({ pathname: '/' })).toEqual(['discover']);
  });
});
