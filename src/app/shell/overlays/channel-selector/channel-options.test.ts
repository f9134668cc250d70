import { describe, expect, it } from 'vitest';
import type { CustomerLineSwitch, CustomerServiceChannel } from '@/shared/api/generated/main/model';
import { buildChannelOptions, channelAction, liveChatAction } from './channel-options';

const lines = (main: [0 | 1, string], secondary: [0 | 1, string]): CustomerLineSwitch => ({
  mainLine: { lineSwitch: main[0], link: main[1] },
  secondaryLine: { lineSwitch: secondary[0], link: secondary[1] },
});

const chat: CustomerServiceChannel = { id: 1, name: 'Chat', channelType: 1, link: '', sortNum: 1 };
const telegram: CustomerServiceChannel = { id: 2, name: 'Telegram', channelType: 3, link: 'https://t.me/lotus', sortNum: 2 };
const hotline: CustomerServiceChannel = { id: 4, name: 'Hotline', channelType: 6, link: '1900 1234', sortNum: 4 };

describe('liveChatAction', () => {
  it('main line on with a link opens the link', () => {
    expect(liveChatAction(lines([1, 'https://chat.example/vi'], [1, '']))).toEqual({ kind: 'external', url: 'https://chat.example/vi' });
  });

  it('main line on without a link opens the chat widget of the main line', () => {
    expect(liveChatAction(lines([1, ''], [1, 'https://b.example']))).toEqual({ kind: 'widget', path: '/service-customer?line=main' });
  });

  it('main off: the secondary line decides', () => {
    expect(liveChatAction(lines([0, 'https://a.example'], [1, '']))).toEqual({ kind: 'widget', path: '/service-customer?line=secondary' });
    expect(liveChatAction(lines([0, ''], [1, 'https://b.example/']))).toEqual({ kind: 'external', url: 'https://b.example/' });
  });

  it('both off, no answer, or an unusable link: unavailable (common.csSwitch)', () => {
    expect(liveChatAction(lines([0, 'https://a.example'], [0, '']))).toEqual({ kind: 'unavailable' });
    expect(liveChatAction(null)).toEqual({ kind: 'unavailable' });
    expect(liveChatAction(lines([1, 'javascript:alert(1)'], [1, '']))).toEqual({ kind: 'unavailable' });
  });
});

describe('channelAction', () => {
  it('opens web channels, dials hotlines and refuses missing links', () => {
    expect(channelAction(telegram, null)).toEqual({ kind: 'external', url: 'https://t.me/lotus' });
    expect(channelAction(hotline, null)).toEqual({ kind: 'external', url: 'tel:19001234' });
    expect(channelAction({ ...telegram, link: '' }, null)).toEqual({ kind: 'unavailable' });
    expect(channelAction({ ...hotline, link: '' }, null)).toEqual({ kind: 'unavailable' });
    // A hotline with no digit at all is not dialled (the service centre's rule, shared).
    expect(channelAction({ ...hotline, link: '+' }, null)).toEqual({ kind: 'unavailable' });
    expect(channelAction({ ...telegram, link: 'not a url' }, null)).toEqual({ kind: 'unavailable' });
  });
});

describe('buildChannelOptions', () => {
  it('sorts by sortNum, marks live chat online or offline, and appends the callback only when offered', () => {
    const on = lines([1, ''], [0, '']);
    const options = buildChannelOptions([hotline, telegram, chat], on, true);
    expect(options.map((o) => o.key)).toEqual(['channel-1', 'channel-2', 'channel-4', 'callback']);
    expect(options[0]?.online).toBe(true);
    expect(options[2]?.number).toBe('1900 1234');
    expect(buildChannelOptions([chat], lines([0, ''], [0, '']), false).map((o) => [o.key, o.online])).toEqual([['channel-1', false]]);
  });

  it('no channels: only the callback option, if any', () => {
    expect(buildChannelOptions([], null, false)).toEqual([]);
    expect(buildChannelOptions(null, null, true).map((o) => o.action.kind)).toEqual(['callback']);
  });
});
