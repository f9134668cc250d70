// Seed data of the customer-service and help screens: help and service-question categories with articles (some
// carrying HTML to sanitise), the customer-service pop-up of the help pages, and hotlines for VIP 1 and up of
// tenant 1 (VIP 0 has none). Texts are stored in Vietnamese; SERVICE_LINE_TEXTS has them in the three languages the
// customer-service handlers answer in.
import { db } from '../db';
import { serverTime } from '../handlers/account-shared';
import type { Texts } from '../handlers/text-language';
import { HELP_LINK_TITLE, SEED_ARTICLES, SEED_CATEGORIES } from './service-content';

const DAY = 86_400_000;

/** The pop-up every article offers unless it has its own; article 1103 offers none. */
export const DEFAULT_HELP_LINK = { popStatus: 1 as const, title: HELP_LINK_TITLE.vi, link: 'https://chat.lotus.example/vi' };

const VIP_HOTLINE: Texts = { vi: 'Tổng đài VIP', zh: 'VIP客服热线', en: 'VIP hotline' };
const VIP_MANAGER: Texts = { vi: 'Quản lý VIP', zh: 'VIP专属经理', en: 'VIP manager' };

export const SEED_HOTLINE = { mobileArea: '84', phone: '2873001234', label: VIP_HOTLINE.vi };

/**
 * Names of the support channels (seeded with the shell overlays, mocks/seed/overlays.ts) and labels of the hotlines
 * in the three languages. Telegram and Zalo are brand names, the same everywhere.
 */
export const SERVICE_LINE_TEXTS: readonly Texts[] = [
  { vi: 'Chat trực tuyến', zh: '在线客服', en: 'Live chat' },
  { vi: 'Hotline', zh: '客服热线', en: 'Phone hotline' },
  VIP_HOTLINE,
  VIP_MANAGER,
];

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
    const hotlines = vipLevel >= 5 ? [SEED_HOTLINE, { mobileArea: '84', phone: '2873009999', label: VIP_MANAGER.vi }] : [SEED_HOTLINE];
    await db.callbackHotlines.create({ tenantId: 1, vipLevel, hotlines, workTime: '09:00 - 23:00' });
  }
}
