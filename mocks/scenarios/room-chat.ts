// Scenarios of the rooms' chat: a flood of messages in every joined room, and a member muted wherever they join.
import { defineScenario } from './types';

/** Chat lines per second in `chat-flood`, beside the room's own chat. */
export const CHAT_FLOOD_PER_SECOND = 50;

export const roomChatScenarios = [
  defineScenario('chat-flood', `${CHAT_FLOOD_PER_SECOND} chat messages per second in every joined live room.`, [], () => [], {
    chatPerSecond: CHAT_FLOOD_PER_SECOND,
  }),
  defineScenario('chat-muted', 'The member is muted in every live room they join: the chat says so and refuses their messages.', [], () => [], {
    chatMutesMembers: true,
  }),
];
