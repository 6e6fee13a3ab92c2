import { createI18n } from '../i18n';
import { apiErrorText } from './apiErrorText';
import { ApiError, TRANSPORT, isNotFound } from './types';

const en = createI18n('x', { en: {}, vi: {} }, 'en_US');
const vi = createI18n('x', { en: {}, vi: {} }, 'vi_VN');

describe('apiErrorText: what a user reads when a call fails', () => {
  test.each([
    ['a network failure', new ApiError(TRANSPORT.network, 'error.network', 0)],
    ['a 502 from the gateway', new ApiError(TRANSPORT.network, 'error.network', 502)],
    ['an empty answer', new ApiError(TRANSPORT.network, 'error.exception', 200)],
  ])('%s says the service is not reachable and what to do, in both languages', (_, error) => {
    expect(apiErrorText(en.t, error)).toBe('The service is not reachable. Check your connection and try again.');
    expect(apiErrorText(vi.t, error)).toBe('Không kết nối được với dịch vụ. Vui lòng kiểm tra kết nối và thử lại.');
  });

  test('a timeout says so, with the next step', () => {
    expect(apiErrorText(en.t, new ApiError(TRANSPORT.timeout, 'error.timeout', 0))).toBe('The service took too long to answer. Check your connection and try again.');
  });

  test('API messages keep their own words and values; anything else is a system error', () => {
    expect(apiErrorText(en.t, new ApiError(401, 'auth.wrongPinLeft', 400, undefined, { count: 2 }))).toBe('Incorrect PIN. 2 attempts left');
    // One attempt is one attempt.
    expect(apiErrorText(en.t, new ApiError(401, 'auth.wrongPinLeft', 400, undefined, { count: 1 }))).toBe('Incorrect PIN. 1 attempt left');
    expect(apiErrorText(en.t, new TypeError('boom'))).toBe('System error');
  });
});

describe('isNotFound', () => {
  test('an HTTP 404 or an envelope code of 404 or -404 is "not found"; other failures and other errors are not', () => {
    expect([new ApiError(-404, 'gop.errors.codeNotFound', 404), new ApiError(404, 'x', 200), new ApiError(-404, 'x', 200)].map(isNotFound)).toEqual([true, true, true]);
    expect([new ApiError(500, 'x', 500), new ApiError(400, 'x', 400), new Error('404'), null].map(isNotFound)).toEqual([false, false, false, false]);
  });
});
