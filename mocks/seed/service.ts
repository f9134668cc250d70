// Seed data of the customer-service and help screens: help and service-question categories with articles (some
// carrying HTML to sanitise), the customer-service pop-up of the help pages, and hotlines for VIP 1 and up of
// tenant 1 (VIP 0 has none).
import { db } from '../db';
import { serverTime } from '../handlers/account-shared';
import { SEED_ARTICLES, SEED_CATEGORIES } from './service-content';

const DAY = 86_400_000;

/** The pop-up every article offers unless it has its own; article 1103 offers none. */
export const DEFAULT_HELP_LINK = { popStatus: 1 as const, title: 'Bạn cần hỗ trợ thêm?', link: 'https://chat.lotus.example/vi' };

export const SEED_HOTLINE = { mobileArea: '84', phone: '2873001234', label: 'Tổng đài VIP' };

export async function seedService(now: number): Promise<void> {
  for (const category of SEED_CATEGORIES) {
    await db.tutorialConfigs.create({ ...category, icon: `https://cdn.lotus.example/help/${category.id}.png` });
  }
  for (const [index, article] of SEED_ARTICLES.entries()) {
    await db.tutorialItems.create({ ...article, updateTime: serverTime(now - (index + 1) * DAY) });
  }
  await db.tutorialLinks.create({ itemId: 0, ...DEFAULT_HELP_LINK });
  await db.tutorialLinks.create({ itemId: 1103, popStatus: 0, title: '', link: '' });
  for (let vipLevel = 1; vipLevel <= 11; vipLevel += 1) {
    const hotlines = vipLevel >= 5 ? [SEED_HOTLINE, { mobileArea: '84', phone: '2873009999', label: 'Quản lý VIP' }] : [SEED_HOTLINE];
    await db.callbackHotlines.create({ tenantId: 1, vipLevel, hotlines, workTime: '09:00 - 23:00' });
  }
}
