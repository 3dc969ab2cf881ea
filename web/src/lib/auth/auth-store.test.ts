import { afterEach, describe, expect, it } from 'vitest';
import { rememberFocus, restoreFocus, useAuthStore } from './auth-store.ts';

const closeEvent = () => new Event('focusout', { cancelable: true });

afterEach(() => {
  document.body.innerHTML = '';
  useAuthStore.setState({ signInDialogOpen: false, emulatorPicker: null });
});

describe('restoreFocus', () => {
  it('returns focus to the control that opened the sign-in dialog', () => {
    document.body.innerHTML = '<button id="opener">Sign in</button><input id="elsewhere" />';
    document.getElementById('opener')!.focus();
    rememberFocus();
    document.getElementById('elsewhere')!.focus();
    const event = closeEvent();
    restoreFocus(event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('opener');
  });

  it('leaves focus in the emulator account form that replaced the provider dialog', () => {
    document.body.innerHTML = '<button id="opener">Sign in</button><div role="dialog"><input id="email" type="email" /></div>';
    document.getElementById('opener')!.focus();
    rememberFocus();
    useAuthStore.setState({ signInDialogOpen: false, emulatorPicker: 'facebook.com' });
    document.getElementById('email')!.focus();
    const event = closeEvent();
    restoreFocus(event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('email');
  });
});
