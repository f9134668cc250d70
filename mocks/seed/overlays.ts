// Seed data of the shell overlays: both live-chat lines on, four support channels, the callback offered to every
// VIP level of tenant 1, and the sports guide already seen by the named accounts
// (guests on a new device still get it).
import { db } from '../db';

/** Members that have already closed the sports home guide. */
const GUIDE_SEEN_BY = ['lotus888', 'lockeddp01', 'lockedwd01'];

export const SPORTS_GUIDE_CODE = 'sports_home';

export async function seedOverlays(now: number): Promise<void> {
  await db.customerLines.create({ line: 'main', lineSwitch: 1, link: 'https://chat.lotus.example/vi' });
  await db.customerLines.create({ line: 'secondary', lineSwitch: 1, link: '' });

  const channels = [
    { id: 1, name: 'Chat trực tuyến', channelType: 1 as const, link: '', sortNum: 1 },
    { id: 2, name: 'Telegram', channelType: 3 as const, link: 'https://t.me/lotus_cskh', sortNum: 2 },
    { id: 3, name: 'Zalo', channelType: 4 as const, link: 'https://zalo.me/lotuscskh', sortNum: 3 },
    { id: 4, name: 'Hotline', channelType: 6 as const, link: '19001234', sortNum: 4 },
  ];
  for (const channel of channels) {
    await db.customerServiceChannels.create({ ...channel, icon: `https://cdn.lotus.example/cs/${channel.id}.png` });
  }

  for (let vipLevel = 0; vipLevel <= 11; vipLevel += 1) {
    await db.callbackConfigs.create({ tenantId: 1, vipLevel, mobileConfigView: 1, workTime: '09:00 - 23:00' });
  }

  for (const member of db.members.all()) {
    if (GUIDE_SEEN_BY.includes(member.userName)) {
      await db.tutorialClicks.create({ viewer: `member:${member.id}`, guideCode: SPORTS_GUIDE_CODE, clickedAt: now });
    }
  }
}
