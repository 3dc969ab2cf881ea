import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { authErrorCode, signInErrorText, signOutErrorText } from './auth-errors.ts';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('signInErrorText', () => {
  const en = i18n.getFixedT('en');
  const vi = i18n.getFixedT('vi');

  it.each([
    ['auth/configuration-not-found', 'Firebase configuration error. Please check your Firebase project settings.'],
    ['auth/popup-blocked', 'Popup was blocked by your browser. Please allow popups for this site.'],
    ['auth/popup-closed-by-user', 'Authentication canceled. You closed the login popup.'],
    ['auth/cancelled-popup-request', 'Authentication canceled. You closed the login popup.'],
    ['auth/unauthorized-domain', 'This domain is not authorized for OAuth operations. Add it to your Firebase project.'],
    ['auth/operation-not-allowed', 'Sign-in with Google is not enabled for this app.'],
    ['auth/invalid-api-key', "The Firebase API key is not valid. Please check the app's configuration."],
    ['auth/app-not-authorized', 'This app is not authorized to use Google sign-in. Please check the Google app settings.'],
    ['auth/network-request-failed', 'Network error. Please check your internet connection and try again.'],
  ])('maps %s to its documented text (English)', (code, description) => {
    expect(signInErrorText(firebaseError(code), 'google.com', en)).toEqual({ title: 'Authentication Error', description });
  });

  it.each([
    ['auth/configuration-not-found', 'Lỗi cấu hình Firebase. Vui lòng kiểm tra cài đặt dự án Firebase.'],
    ['auth/popup-blocked', 'Trình duyệt đã chặn cửa sổ đăng nhập. Vui lòng cho phép cửa sổ bật lên cho trang này.'],
    ['auth/popup-closed-by-user', 'Đã hủy xác thực. Bạn đã đóng cửa sổ đăng nhập.'],
    ['auth/unauthorized-domain', 'Tên miền này chưa được phép dùng cho đăng nhập OAuth. Hãy thêm nó vào dự án Firebase.'],
    ['auth/operation-not-allowed', 'Đăng nhập bằng Facebook chưa được bật cho ứng dụng này.'],
    ['auth/network-request-failed', 'Lỗi mạng. Vui lòng kiểm tra kết nối internet và thử lại.'],
  ])('maps %s to Vietnamese', (code, description) => {
    expect(signInErrorText(firebaseError(code), 'facebook.com', vi)).toEqual({ title: 'Lỗi xác thực', description });
  });

  it('names the provider in the provider-specific texts', () => {
    expect(signInErrorText(firebaseError('auth/app-not-authorized'), 'github.com', en).description).toBe(
      'This app is not authorized to use GitHub sign-in. Please check the GitHub app settings.',
    );
  });

  it.each([
    ['auth/too-many-requests', 'Too many sign-in attempts. Please wait a moment and try again.', 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng chờ một lát rồi thử lại.'],
    ['auth/user-disabled', 'This account has been disabled.', 'Tài khoản này đã bị vô hiệu hóa.'],
    ['auth/timeout', 'Sign-in timed out. Please try again.', 'Đăng nhập quá thời gian chờ. Vui lòng thử lại.'],
    [
      'auth/web-storage-unsupported',
      'This browser cannot complete the sign-in (web storage or cookies are blocked). Please allow them or use another browser.',
      'Trình duyệt này không hoàn tất được việc đăng nhập (bộ nhớ web hoặc cookie đang bị chặn). Hãy cho phép chúng hoặc dùng trình duyệt khác.',
    ],
    ['auth/invalid-credential', 'The sign-in details are invalid or have expired. Please try again.', 'Thông tin đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.'],
    ['auth/user-cancelled', 'Authentication canceled. You closed the login popup.', 'Đã hủy xác thực. Bạn đã đóng cửa sổ đăng nhập.'],
  ])('maps %s in both languages', (code, english, vietnamese) => {
    expect(signInErrorText(firebaseError(code), 'google.com', en).description).toBe(english);
    expect(signInErrorText(firebaseError(code), 'google.com', vi).description).toBe(vietnamese);
  });

  it("never shows Firebase's own English message: any other failure gets a translated text naming the provider", () => {
    const error = firebaseError('auth/internal-error', 'Firebase: Error (auth/internal-error).');
    expect(signInErrorText(error, 'google.com', vi)).toEqual({
      title: 'Lỗi xác thực',
      description: 'Không thể đăng nhập bằng Google. Vui lòng thử lại.',
    });
    expect(signInErrorText(error, 'facebook.com', vi).description).toBe('Không thể đăng nhập bằng Facebook. Vui lòng thử lại.');
    expect(signInErrorText(error, 'github.com', en).description).toBe('Could not sign in with GitHub. Please try again.');
    // No code, no message, not even an error.
    expect(signInErrorText({ code: 'auth/whatever' }, 'google.com', en).description).toBe('Could not sign in with Google. Please try again.');
    expect(signInErrorText(undefined, 'google.com', vi).description).toBe('Không thể đăng nhập bằng Google. Vui lòng thử lại.');
  });

  it('reads the code of a Firebase error', () => {
    expect(authErrorCode(firebaseError('auth/internal-error'))).toBe('auth/internal-error');
    expect(authErrorCode(new Error('plain'))).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
  });

  it('has a sign-out text in both languages', () => {
    expect(signOutErrorText(en)).toEqual({ title: 'Authentication Error', description: 'Error signing out. Please try again' });
    expect(signOutErrorText(vi)).toEqual({ title: 'Lỗi xác thực', description: 'Lỗi đăng xuất. Vui lòng thử lại' });
  });
});
