import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { generatedCalls, liveSocket, noRouteLiteral, storesThroughUseStore } from '../../eslint-rules/architecture.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const at = <Extra extends object = object>(filename: string, code: string, extra?: Extra) => ({ filename, code, ...(extra as Extra) });
const call = { messageId: 'call' as const };

tester.run('generated-calls', generatedCalls, {
  valid: [
    at('src/features/wallet/deposits/api/deposit-queries.ts', "import { getMember } from '@/shared/api/generated/main/member/member';"),
    at('src/shared/member/member-mutations.ts', "const calls = () => import('@/shared/api/generated/main/member/member');"),
    at('src/features/x/screens/X.tsx', "import type { Member } from '@/shared/api/generated/main/model';"),
    at('src/features/x/screens/X.tsx', "import { memberSchema } from '@/shared/api/generated/main/zod/schemas';"),
    at('src/features/x/screens/X.tsx', "import type { getMember } from '@/shared/api/generated/main/member/member';"),
    at('src/features/x/screens/X.tsx', "import { type getMember, getMemberUrl } from '@/shared/api/generated/main/member/member';"),
    at('src/shared/api/sports-session.ts', "import { getSportsToken } from './generated/main/game/game';", {
      options: [{ allow: { 'src/shared/api/sports-session.ts': 'the client fetches its own token' } }],
    }),
  ],
  invalid: [
    at('src/features/x/screens/X.tsx', "import { getMember } from '@/shared/api/generated/main/member/member';", { errors: [call] }),
    at('src/shared/bet-cart/quote.ts', "import { getQuoteBetSlipUrl, quoteBetSlip } from '@/shared/api/generated/sports/order/order';", {
      errors: [{ ...call, data: { name: 'quoteBetSlip' } }],
    }),
    at('src/features/casino/api/game-entry.ts', "const calls = () => import('@/shared/api/generated/main/game/game');", { errors: [call] }),
    at('src/features/x/lib/x.ts', "export { getMember } from '../../shared/api/generated/main/member/member';", { errors: [call] }),
    at('src/features/x/lib/x.ts', "import * as calls from '@/shared/api/generated/main';", { errors: [call] }),
    at('src/features/x/lib/x.ts', "import { getMember } from './generated/main/member/member';", {
      options: [{ allow: { 'src/features/x/lib/other.ts': 'another file is allowed, not this one' } }],
      errors: [call],
    }),
  ],
});

tester.run('live-socket', liveSocket, {
  valid: [
    at('src/shared/live/match-subscriptions.ts', "import { getLiveSocket } from './live-socket';"),
    at('src/shared/live/live-socket.ts', 'const socket = new WebSocket(url);'),
    at('src/shared/bet-cart/use-cart-quotes.ts', "import { useLiveMatches } from '@/shared/live/match-subscriptions';"),
    at('src/shared/bet-cart/x.test.ts', "import type { LiveMessageHandler } from '@/shared/live/live-socket';"),
    at('src/shared/x.ts', 'type Socket = typeof WebSocket; let s: WebSocket | null = null;'),
    at('src/shared/x.ts', 'function open(WebSocket: any) { return new WebSocket("x"); }'),
  ],
  invalid: [
    at('src/shared/bet-cart/use-cart-quotes.ts', "import { getLiveSocket } from '@/shared/live/live-socket';", { errors: [{ messageId: 'module' }] }),
    at('src/features/x/X.tsx', "const live = () => import('@/shared/live/live-socket');", { errors: [{ messageId: 'module' }] }),
    at('src/features/x/X.tsx', 'const socket = new WebSocket("wss://x");', { errors: [{ messageId: 'websocket' }] }),
    at('src/shared/live/goal-alerts.ts', 'const socket = new window.WebSocket("wss://x");', { errors: [{ messageId: 'websocket' }] }),
  ],
});

tester.run('stores-through-use-store', storesThroughUseStore, {
  valid: [
    at('src/shared/lib/use-store.ts', "import { useSyncExternalStore } from 'react'; useSyncExternalStore(a, b, b);"),
    at('src/features/x/X.tsx', "import { useStore } from '@/shared/lib/use-store'; useStore(store);"),
    at('src/features/x/X.tsx', "import { useSyncExternalStore } from 'use-sync-external-store/shim'; useSyncExternalStore(a, b);"),
  ],
  invalid: [
    at('src/features/x/X.tsx', "import { useSyncExternalStore } from 'react'; useSyncExternalStore(a, b, b); useSyncExternalStore(c, d, d);", {
      errors: [{ messageId: 'direct' }, { messageId: 'direct' }],
    }),
    at('src/features/x/X.tsx', "import { useSyncExternalStore as read } from 'react'; read(a, b);", { errors: [{ messageId: 'direct' }] }),
    at('src/features/x/X.tsx', "import React from 'react'; React.useSyncExternalStore(a, b);", { errors: [{ messageId: 'direct' }] }),
  ],
});

const paths = ['/', '/deposit', '/login', '/match-detail/:id', '/first-charge', '/ReplyDetail/:id'];
const literal = (text: string) => ({ messageId: 'literal' as const, data: { text } });

tester.run('no-route-literal', noRouteLiteral, {
  valid: [
    at('src/x.tsx', 'const a = <Link to={PATHS.deposit} />;', { options: [{ paths }] }),
    at('src/x.ts', "const parts = path.split('/'); const b = base64.replace(/_/g, '/');", { options: [{ paths }] }),
    at('src/x.ts', "const url = '/api/fund/deposit'; const sound = '/sounds/goal.wav';", { options: [{ paths }] }),
    at('src/x.ts', "const login = '/loginx'; const nested = `/${section}/deposit`;", { options: [{ paths }] }),
    at('src/x.ts', "type Home = '/'; const title = { '/deposit': 1 };", { options: [{ paths }] }),
    at('src/x.ts', "if (path === '/') go();", { options: [{ paths }] }),
  ],
  invalid: [
    at('src/x.tsx', 'const a = <Link to="/deposit" />;', { options: [{ paths }], errors: [literal('/deposit')] }),
    at('src/x.ts', "navigate('/login?redirect=/deposit');", { options: [{ paths }], errors: [literal('/login?redirect=/deposit')] }),
    at('src/x.tsx', 'const a = <Link to={`/match-detail/${id}`} />;', { options: [{ paths }], errors: [literal('/match-detail/')] }),
    at('src/x.ts', "const reply = '/ReplyDetail/7';", { options: [{ paths }], errors: [literal('/ReplyDetail/7')] }),
    at('src/x.ts', "const links = { 1: '/first-charge' };", { options: [{ paths }], errors: [literal('/first-charge')] }),
    at('src/x.tsx', 'const a = <Link to="/" />;', { options: [{ paths }], errors: [literal('/')] }),
    at('src/x.ts', "navigate('/', { replace: true });", { options: [{ paths }], errors: [literal('/')] }),
    at('src/x.ts', "function Header({ homeTo = '/' }) {}", { options: [{ paths }], errors: [literal('/')] }),
    at('src/x.ts', 'const deposit = `/deposit?channel=${id}`;', { options: [{ paths }], errors: [literal('/deposit?channel=')] }),
  ],
});
