import { beforeAll, describe, expect, it } from 'vitest';
import { lobbyCall, warmUp } from './game-lobby-test-client';
import { WARM_UP_MS } from '../testing/client';

const bars = async (query = '', language: 'vi-VI' | 'zh-CN' | 'en-US' = 'vi-VI') => lobbyCall('GET', `/api/user/home/bar/list${query}`, { language });

describe('home bar list', () => {
  beforeAll(warmUp, WARM_UP_MS);

  it('answers the game category bar by default: one entry per game type, in order', async () => {
    const answer = await bars();
    expect(answer.code).toBe(200);
    expect(answer.data.map((entry: { gameTypeId: number }) => entry.gameTypeId)).toEqual([1001101, 1001104, 1001102, 1001103, 1001105]);
    expect(answer.data.every((entry: { jumpType: number }) => entry.jumpType === 1)).toBe(true);
    expect(answer.data[0]).toMatchObject({ name: 'Thể thao', sortNum: 1, icon: expect.stringMatching(/^\/mock-pictures\/icon\/.+\.svg$/) });
    expect(answer.data[0].iconActive).not.toBe(answer.data[0].icon);
  });

  it('answers the shortcut row with app routes, a game and an external link, named in the request\'s language', async () => {
    const answer = await bars('?barType=2', 'en-US');
    expect(answer.data.map((entry: { name: string }) => entry.name)).toEqual(['Promotions', 'VIP', 'Deposit', 'Invite', 'PP Slots', 'Get the app']);
    expect(answer.data.map((entry: { jumpType: number }) => entry.jumpType)).toEqual([3, 3, 3, 3, 2, 4]);
    expect(answer.data[4]).toMatchObject({ lobbyCode: 'PP_SLOT', jumpUrl: '' });
    expect(answer.data[0]).not.toHaveProperty('names');
    expect((await bars('?barType=2', 'zh-CN')).data[0].name).toBe('优惠');
  });

  it('is tenant-aware and refuses an unknown bar', async () => {
    expect((await bars('?barType=2&tenantId=2')).data).toHaveLength(2);
    expect((await bars('?tenantId=9')).data).toEqual([]);
    expect((await bars('?barType=3')).code).toBe(1001000010);
  });
});
