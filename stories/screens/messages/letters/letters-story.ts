import { db } from '@mocks/db';
import type { LetterType } from '@/shared/api/generated/main/model';
import { ensureSeeded } from '@mocks/seed';
import { plainTextFromBase64 } from '@/shared/lib/safe-html';
import { seededMember } from '../../../support/expected';

/** lotus888's letters of a tab as the mock backend holds them, newest first. */
export async function lettersOf(letType: LetterType) {
  const { member } = await seededMember('lotus888');
  return db.letters
    .findMany((q) => q.where({ memberId: member.id, letType }))
    .sort((a, b) => b.sendTime.localeCompare(a.sendTime) || b.id - a.id);
}

export async function letterById(id: number) {
  await ensureSeeded();
  return db.letters.findFirst((q) => q.where({ id }));
}

/** What a row or a sanitised body shows of a letter: its words without any markup. */
export const wordsOf = (content: string): string => plainTextFromBase64(content);

/** Gives lotus888 `count` more read notifications, older than the seeded ones (a long inbox, several pages). */
export async function addNotifications(count: number): Promise<void> {
  const { member } = await seededMember('lotus888');
  const first = Math.max(...db.letters.all().map((letter) => letter.id)) + 1;
  for (let i = 0; i < count; i += 1) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const body = `Kết quả xổ số kỳ ${i + 1}: chúc mừng các thành viên trúng thưởng.`;
    await db.letters.create({
      id: first + i,
      memberId: member.id,
      title: `Thông báo kỳ ${i + 1}`,
      content: btoa(String.fromCharCode(...new TextEncoder().encode(body))),
      letType: 0,
      status: 1,
      sendTime: `2026-10-${day} 09:00:00`,
    });
  }
}
