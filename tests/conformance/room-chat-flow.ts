// A live room's chat history through the mock backend for the conformance test (the chat itself is socket traffic).
import { call } from '@mocks/testing/client';

export async function roomChatFlow(): Promise<void> {
  await call('GET', '/api/live/chat/history?roomId=7001');
}
