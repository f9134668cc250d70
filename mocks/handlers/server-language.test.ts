// Server texts that follow the request's Language: the tutorial's refusals and chat link, the account refusals
// (account-shared.ts) and the main envelope's failures (main-envelope.ts), and the live-chat line links.
import { describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../seed';
import { CAPTCHA, MOCK_ORIGIN, type Json } from '../testing/client';
import { AccountCode, accountMessage } from './account-shared';
import { MainCode, mainMessages } from './main-envelope';
import { TutorialCode, tutorialMessages } from './tutorial';

const TUTORIAL = '/api/operation/tutorial/config';

async function ask(method: string, path: string, language: string | null, options: { body?: unknown; token?: string } = {}): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (language !== null) headers.Language = language;
  if (options.token) headers.authorization = options.token;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return (await fetch(`${MOCK_ORIGIN}${path}`, { method, headers, body })).json();
}

describe('tutorial refusals and chat link', () => {
  it('refuses an unknown category and article, and a malformed body, in English and Chinese', async () => {
    expect(await ask('POST', `${TUTORIAL}/listItem`, 'en-US', { body: { configId: 99 } })).toEqual({ code: 1005000001, msg: 'The category does not exist', data: null });
    expect((await ask('POST', `${TUTORIAL}/listItem`, 'zh-CN', { body: { configId: 99 } })).msg).toBe('分类不存在');
    expect((await ask('POST', `${TUTORIAL}/detailItem`, 'en-US', { body: { id: 1 } })).msg).toBe('The article does not exist');
    expect((await ask('POST', `${TUTORIAL}/detailItem`, 'zh-CN', { body: { id: 1 } })).msg).toBe('文章不存在');
    expect(await ask('POST', `${TUTORIAL}/checkClick`, 'en-US', { body: { click: 'yes' } })).toEqual({ code: 1001000010, msg: 'Invalid data', data: null });
    expect((await ask('POST', `${TUTORIAL}/checkClick`, 'zh-CN', { body: {} })).msg).toBe('数据无效');
  });

  it('keeps Vietnamese without a Language header or with vi-VI', async () => {
    expect((await ask('POST', `${TUTORIAL}/detailItem`, null, { body: { id: 1 } })).msg).toBe(tutorialMessages[TutorialCode.unknownArticle]);
    expect((await ask('POST', `${TUTORIAL}/listItem`, 'vi-VI', { body: { configId: 99 } })).msg).toBe('Danh mục không tồn tại');
  });

  it('points the help pop-up and the live-chat lines at the chat page of the request\'s language', async () => {
    expect((await ask('POST', `${TUTORIAL}/popCustomerLink`, 'en-US', { body: {} })).data.link).toBe('https://chat.lotus.example/en');
    expect((await ask('POST', `${TUTORIAL}/popCustomerLink`, 'zh-CN', { body: {} })).data.link).toBe('https://chat.lotus.example/zh-cn');
    expect((await ask('POST', `${TUTORIAL}/popCustomerLink`, 'vi-VI', { body: {} })).data.link).toBe('https://chat.lotus.example/vi');
    const lines = (language: string) => ask('GET', '/api/live/video/queryCustomerLineSwitch', language);
    expect((await lines('en-US')).data.mainLine.link).toBe('https://chat.lotus.example/en');
    expect((await lines('zh-CN')).data).toEqual({ mainLine: { lineSwitch: 1, link: 'https://chat.lotus.example/zh-cn' }, secondaryLine: { lineSwitch: 1, link: '' } });
  });
});

describe('account refusals', () => {
  const nickname = (language: string | null) =>
    ask('PUT', '/api/member/update-nickname', language, { token: SEED_TOKENS.lotus888, body: { nickName: 'ab' } });

  it('answers in English and Chinese, Vietnamese by default', async () => {
    expect(await nickname('en-US')).toEqual({ code: 1002000010, msg: 'The nickname must have 4 to 10 characters', data: null });
    expect((await nickname('zh-CN')).msg).toBe('昵称须为4至10个字符');
    expect((await nickname(null)).msg).toBe('Biệt danh phải có từ 4 đến 10 ký tự');
    expect(accountMessage(AccountCode.nicknameLength, 'en')).toBe('The nickname must have 4 to 10 characters');
    expect(accountMessage(AccountCode.nicknameLength)).toBe('Biệt danh phải có từ 4 đến 10 ký tự');
  });
});

describe('main envelope failures', () => {
  const login = (language: string) =>
    ask('POST', '/api/user/auth/account-login/v2', language, { body: { userName: 'lotus888', password: 'Wrong2026', validate: CAPTCHA } });

  it('refuses a wrong password in English and Chinese', async () => {
    expect(await login('en-US')).toMatchObject({ code: MainCode.wrongCredentials, msg: 'Wrong username or password', data: null });
    expect((await login('zh-CN')).msg).toBe('用户名或密码错误');
    expect((await login('vi-VI')).msg).toBe(mainMessages[MainCode.wrongCredentials]);
  });

  it('answers an expired session (member routes) in English and Chinese', async () => {
    const balance = (language: string) => ask('POST', '/api/fund/wallet/member/local', language, { token: 'tk_nobody' });
    expect(await balance('en-US')).toEqual({ code: 10009, msg: 'Your session has expired, please log in again', data: null });
    expect((await balance('zh-CN')).msg).toBe('登录已过期，请重新登录');
  });
});
