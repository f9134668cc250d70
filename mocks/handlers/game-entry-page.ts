// The demo game the mock's single-wallet/jump opens (GET /mock-games/demo.html): a small three-reel slot machine in
// plain HTML and JavaScript, so /webview shows something real. It reads from its query: name (the game's name),
// lobby, lang (vi, zh, en), balance (what entering moved into the game wallet), currency and an optional seed (the
// same seed spins the same reels). Wins and losses stay on the page: leaving the game and collecting the game
// wallet gives back what entering moved.
import { http, HttpResponse } from 'msw';

export const DEMO_GAME_PATH = '/mock-games/demo.html';

/** The demo page's address for a game entered from `origin`. */
export function demoGameUrl(origin: string, query: Readonly<Record<string, string | number>>): string {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${origin}${DEMO_GAME_PATH}?${params.toString()}`;
}

const SCRIPT = String.raw`
const TEXT = {
  vi: { balance: 'Số dư', bet: 'Cược', spin: 'Quay', win: 'Thắng', lose: 'Chúc may mắn lần sau', broke: 'Không đủ số dư', demo: 'Trò chơi thử của Lotus' },
  zh: { balance: '余额', bet: '投注', spin: '旋转', win: '赢得', lose: '下次好运', broke: '余额不足', demo: 'Lotus 试玩游戏' },
  en: { balance: 'Balance', bet: 'Bet', spin: 'Spin', win: 'You win', lose: 'Better luck next time', broke: 'Not enough balance', demo: 'Lotus demo game' },
};
const SYMBOLS = ['7', '★', '♦', '♣', '♥', 'BAR'];
const PAYS = { '7': 20, '★': 10, '♦': 6, '♣': 4, '♥': 3, BAR: 8 };
const BETS = [1000, 5000, 10000];
const query = new URLSearchParams(location.search);
const lang = TEXT[query.get('lang')] ? query.get('lang') : 'vi';
const t = TEXT[lang];
const currency = query.get('currency') || 'VND';
let balance = Math.max(0, Number(query.get('balance')) || 0);
let betIndex = 0;
let seed = Number(query.get('seed')) || Date.now() % 2147483647;
const random = () => { seed = (seed * 48271) % 2147483647; return seed / 2147483647; };
const money = (value) => new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : lang === 'en' ? 'en-US' : 'vi-VN').format(value) + ' ' + currency;
const $ = (id) => document.getElementById(id);
document.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
document.title = query.get('name') || t.demo;
$('name').textContent = query.get('name') || t.demo;
$('lobby').textContent = t.demo + (query.get('lobby') ? ' · ' + query.get('lobby') : '');
$('balance-label').textContent = t.balance;
$('bet-label').textContent = t.bet;
$('spin').textContent = t.spin;
const show = () => { $('balance').textContent = money(balance); $('bet').textContent = money(BETS[betIndex]); };
$('bet').addEventListener('click', () => { betIndex = (betIndex + 1) % BETS.length; show(); });
$('spin').addEventListener('click', () => {
  const bet = BETS[betIndex];
  if (bet > balance) { $('result').textContent = t.broke; return; }
  balance -= bet;
  const reels = [0, 1, 2].map(() => SYMBOLS[Math.floor(random() * SYMBOLS.length)]);
  reels.forEach((symbol, index) => { const reel = $('reel' + index); reel.textContent = symbol; reel.classList.remove('spin'); void reel.offsetWidth; reel.classList.add('spin'); });
  let prize = 0;
  if (reels[0] === reels[1] && reels[1] === reels[2]) prize = bet * PAYS[reels[0]];
  else if (reels[0] === reels[1] || reels[1] === reels[2]) prize = bet;
  balance += prize;
  $('result').textContent = prize > 0 ? t.win + ' ' + money(prize) : t.lose;
  show();
});
show();
`;

export const DEMO_GAME_PAGE = `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lotus demo game</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font-family: system-ui, sans-serif; color: #fff8e7;
    background: radial-gradient(circle at 50% 0%, #7b1fa2, #240b36 70%); display: flex; flex-direction: column;
    align-items: center; justify-content: center; gap: 16px; padding: 16px; }
  h1 { margin: 0; font-size: 22px; text-align: center; }
  #lobby { margin: 4px 0 14px; font-size: 13px; opacity: .8; text-align: center; }
  .machine { background: #3b0f52; border: 4px solid #ffcf40; border-radius: 20px; padding: 16px; width: min(100%, 340px); }
  .reels { display: flex; gap: 8px; justify-content: center; }
  .reel { width: 84px; height: 96px; border-radius: 12px; background: #fff8e7; color: #b71c1c; display: flex;
    align-items: center; justify-content: center; font-size: 38px; font-weight: 700; }
  .reel.spin { animation: spin .35s ease-out; }
  @keyframes spin { from { transform: translateY(-30px); opacity: .2; } to { transform: none; opacity: 1; } }
  .row { display: flex; justify-content: space-between; align-items: center; margin-top: 14px; font-size: 14px; }
  button { font: inherit; border: 0; border-radius: 999px; cursor: pointer; min-height: 44px; }
  #bet { background: #5e2a78; color: #fff8e7; padding: 0 14px; }
  #spin { width: 100%; margin-top: 14px; background: #ffcf40; color: #3b0f52; font-size: 20px; font-weight: 700; }
  #result { min-height: 20px; margin: 12px 0 0; text-align: center; }
</style>
</head>
<body>
<main class="machine" aria-labelledby="name">
  <h1 id="name">Lotus demo game</h1>
  <p id="lobby"></p>
  <div class="reels" aria-live="polite"><div class="reel" id="reel0">7</div><div class="reel" id="reel1">★</div><div class="reel" id="reel2">♦</div></div>
  <div class="row"><span id="balance-label">Balance</span><strong id="balance" data-testid="demo-balance"></strong></div>
  <div class="row"><span id="bet-label">Bet</span><button type="button" id="bet"></button></div>
  <button type="button" id="spin" data-testid="demo-spin">Spin</button>
  <p id="result" role="status"></p>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;

/** Serves the demo game (not an API operation: no route() registration, no contract). */
export const demoGamePageHandler = http.get(`*${DEMO_GAME_PATH}`, () => HttpResponse.html(DEMO_GAME_PAGE));
