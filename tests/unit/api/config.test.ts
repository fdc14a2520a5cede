import { describe, expect, it } from 'vitest';
import { isSafari, resolveApiConfig } from '../../../src/api/config';

const UA = {
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/126.0.0.0 Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; U; Android 4.4.2; en-us) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('isSafari', () => {
  it.each([
    ['safariMac', true],
    ['safariIphone', true],
    ['chrome', false],
    ['chromium', false],
    ['androidWebView', false],
    ['firefox', false],
  ] as const)('%s → %s', (name, expected) => {
    expect(isSafari(UA[name])).toBe(expected);
  });
});

describe('resolveApiConfig', () => {
  const env = {
    VITE_API_BASE: 'https://api.example.com/',
    VITE_API_BASE_SAFARI: 'https://api-safari.example.com',
    VITE_LOGIN_URL: 'https://tools.example.com/login',
  };

  it('uses the Safari base host for Safari and the other one otherwise', () => {
    expect(resolveApiConfig(env, UA.safariIphone).apiBase).toBe('https://api-safari.example.com');
    expect(resolveApiConfig(env, UA.chrome).apiBase).toBe('https://api.example.com');
  });

  it('defaults to the same origin and /login', () => {
    expect(resolveApiConfig({}, UA.safariMac)).toEqual({ apiBase: '', loginUrl: '/login' });
    expect(resolveApiConfig({ VITE_API_BASE: '  ' }, '')).toEqual({
      apiBase: '',
      loginUrl: '/login',
    });
  });

  it('does not fall back to the other browser’s host', () => {
    expect(resolveApiConfig({ VITE_API_BASE: 'https://a.example' }, UA.safariMac).apiBase).toBe('');
  });

  it('reads the login URL', () => {
    expect(resolveApiConfig(env, UA.firefox).loginUrl).toBe('https://tools.example.com/login');
  });
});
