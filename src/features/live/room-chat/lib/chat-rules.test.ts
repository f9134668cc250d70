import { describe, expect, it } from 'vitest';
import { chatLength, checkChatText, newClientMsgId, waitBeforeSending } from './chat-rules';

describe('chat rules', () => {
  it('refuses empty and too long texts, counting characters as a reader does', () => {
    expect(checkChatText('   ', 100)).toBe('empty');
    expect(checkChatText('x'.repeat(100), 100)).toBeNull();
    expect(checkChatText('x'.repeat(101), 100)).toBe('tooLong');
    expect(checkChatText(`  ${'好'.repeat(100)}  `, 100)).toBeNull();
    expect(chatLength('⚽🔥')).toBe(2);
  });

  it('waits out the interval after the last message', () => {
    expect(waitBeforeSending(null, 1000, 3000)).toBe(0);
    expect(waitBeforeSending(1000, 2500, 3000)).toBe(1500);
    expect(waitBeforeSending(1000, 4000, 3000)).toBe(0);
  });

  it('numbers the messages it sends', () => {
    expect(newClientMsgId(5)).not.toBe(newClientMsgId(5));
  });
});
