import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { useAuthStore } from './auth-store.ts';

const session = vi.hoisted(() => ({ signInWithEmulatorAccount: vi.fn(async () => true) }));
vi.mock('./session.ts', () => session);

const { EmulatorAccountPicker } = await import('./emulator-account-picker.tsx');
const { emulatorSubject } = await import('./emulator-subject.ts');

describe('EmulatorAccountPicker', () => {
  beforeEach(() => {
    useAuthStore.setState({ emulatorPicker: 'github.com' });
    session.signInWithEmulatorAccount.mockClear();
  });

  it('is a labelled form with the email focused first', async () => {
    renderWithProviders(<EmulatorAccountPicker />, { language: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Test GitHub account' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByLabelText(/Display name/)).toBeTruthy();
  });

  it('requires a valid email and says so next to the field', async () => {
    renderWithProviders(<EmulatorAccountPicker />, { language: 'en' });
    const email = await screen.findByLabelText('Email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter an email.');
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    expect(session.signInWithEmulatorAccount).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: ' mai@example.com ' } });
    fireEvent.change(screen.getByLabelText(/Display name/), { target: { value: 'Mai' } });
    await act(async () => fireEvent.submit(email.closest('form')!));
    expect(session.signInWithEmulatorAccount).toHaveBeenCalledWith('github.com', { email: 'mai@example.com', displayName: 'Mai' });
  });

  it('closes on Cancel', async () => {
    renderWithProviders(<EmulatorAccountPicker />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(useAuthStore.getState().emulatorPicker).toBeNull();
  });

  it('derives a stable subject per provider and email', () => {
    expect(emulatorSubject('google.com', 'A@b.cd ')).toBe(emulatorSubject('google.com', 'a@b.cd'));
    expect(emulatorSubject('google.com', 'a@b.cd')).not.toBe(emulatorSubject('github.com', 'a@b.cd'));
    expect(emulatorSubject('google.com', 'a@b.cd')).not.toBe(emulatorSubject('google.com', 'a@b.ce'));
    expect(emulatorSubject('google.com', 'a@b.cd')).toMatch(/^\d{15,}$/);
  });
});
