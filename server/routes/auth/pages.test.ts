// PGlite only: the sign-in pages' HTML; plain reads.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../../src/api/contract/cookies';
import { createHarness, type Harness } from '../../test/harness';

// The sign-in pages in the visitor's language, by the app's rule, with the demo accounts while
// the demo data is there. Chinese words come from the compiled catalogs (src/locales/*/signIn).
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const NEXT = '/pricing/personalcentre/myplans';
const page = (headers: Record<string, string> = {}, query: Record<string, string> = {}) =>
  h.client().request({ method: 'GET', url: '/login', query: { next: NEXT, ...query }, headers });

describe('the language of the sign-in pages', () => {
  it('follows the browser: zh-HK is Traditional, zh-CN Simplified, anything else English', async () => {
    const hk = await page({ 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.8' });
    expect(hk.body).toContain('<html lang="zh-HK">');
    expect(hk.body).toContain('<h1>登入</h1>');
    expect(hk.body).toContain('<label for="email">電郵</label>');
    expect(hk.body).toContain('<a class="brand" href="/pricing/">股票研究</a>');
    const cn = await page({ 'accept-language': 'zh-CN' });
    expect(cn.body).toContain('<html lang="zh-CN">');
    expect(cn.body).toContain('<h1>登录</h1>');
    expect(cn.body).toContain('<label for="password">密码</label>');
    const fr = await page({ 'accept-language': 'fr-FR,zh-HK;q=0.5' });
    expect(fr.body).toContain('<h1>Sign in</h1>');
  });

  it('the language the app last showed beats the browser, and a choice on the page beats both', async () => {
    const app = await page({ 'accept-language': 'en', cookie: `${LANGUAGE_COOKIE}=zh_HK` });
    expect(app.body).toContain('<h1>登入</h1>');
    const chosen = await page(
      { 'accept-language': 'zh-HK', cookie: `${LANGUAGE_COOKIE}=zh_HK` },
      { lang: 'zh_CN' },
    );
    expect(chosen.body).toContain('<h1>登录</h1>');
    const tampered = await page({ cookie: `${LANGUAGE_COOKIE}=xx` }, { lang: '<b>' });
    expect(tampered.body).toContain('<h1>Sign in</h1>');
  });

  it('offers the other two languages in their own names, keeping next', async () => {
    const res = await page({ 'accept-language': 'zh-HK' });
    expect(res.body).toContain('<span lang="zh-HK" aria-current="true">繁體中文</span>');
    expect(res.body).toContain(
      `<a lang="en" hreflang="en" href="/login?next=${encodeURIComponent(NEXT)}&#38;lang=en">English</a>`,
    );
    expect(res.body).toContain('lang="zh-CN" hreflang="zh-CN"');
    expect(res.body).toContain('<nav aria-label="語言">');
  });

  it('a refused sign-in answers in the language of the form it came from', async () => {
    const res = await h.client().request({
      method: 'POST',
      url: '/login',
      form: { next: NEXT, lang: 'zh_HK', email: 'active@demo.test', password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toContain(
      '<p class="error" role="alert" id="form-error">電郵或密碼不正確。</p>',
    );
    expect(res.body).toContain('<input type="hidden" name="lang" value="zh_HK">');
  });

  it('sign-up speaks it too, with its rule about passwords', async () => {
    const res = await h.client().request({
      method: 'GET',
      url: '/signup',
      query: { next: NEXT },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.body).toContain('<h1>注册</h1>');
    expect(res.body).toContain('至少 8 个字符。');
    const short = await h.client().request({
      method: 'POST',
      url: '/signup',
      form: { next: NEXT, lang: 'zh_CN', email: 'someone@example.test', password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toContain('密码至少需要 8 个字符。');
  });
});

describe('demo accounts on the sign-in page', () => {
  it('lists each seeded account with what it shows, and one press signs in as it', async () => {
    const res = await page({ 'accept-language': 'en' });
    expect(res.body).toContain('<h2 id="demo-title">Demo accounts</h2>');
    expect(res.body).toContain('Every demo account uses the password demo1234.');
    for (const email of ['new', 'trial', 'active', 'cancelled', 'referrer', 'cards'])
      expect(res.body).toContain(`Sign in as ${email}@demo.test</button>`);
    expect(res.body).toContain('A plan in its free trial.');

    const client = h.client();
    const signIn = await client.request({
      method: 'POST',
      url: '/login',
      form: { next: NEXT, lang: 'en', email: 'trial@demo.test', password: 'demo1234' },
    });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.location).toBe(NEXT);
  });

  it('translates what each shows', async () => {
    const res = await page({ 'accept-language': 'zh-HK' });
    expect(res.body).toContain('<h2 id="demo-title">示範帳戶</h2>');
    expect(res.body).toContain('一個處於免費試用期的計劃。');
    expect(res.body).toContain('以 trial@demo.test 登入</button>');
  });

  it('shows none when the demo data is not there', async () => {
    await h.reset('empty');
    const res = await page();
    expect(res.body).not.toContain('demo-title');
    expect(res.body).not.toContain('demo1234');
  });
});
