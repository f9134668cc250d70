import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/shared/i18n';
import { getLanguage, type AppLanguage } from '@/shared/i18n/language';
import { renderApp } from '../support/render-app';

const VIETNAMESE_TITLE = 'Lotus - Thể thao, Casino và Trực tiếp';
const CHINESE_TITLE = 'Lotus - 体育、真人与直播娱乐';
const LOCALES = join(process.cwd(), 'src/shared/i18n/locales');

/** Every message of a language as "ns:key" -> text. */
function messagesOf(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (prefix: string, tree: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
      if (typeof value === 'string') out.set(path, value);
      else if (value && typeof value === 'object') walk(path, value as Record<string, unknown>);
    }
  };
  for (const file of readdirSync(join(LOCALES, language))) {
    walk(`${file.replace(/\.json$/, '')}:`, JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Record<string, unknown>);
  }
  return out;
}

/** Inside the route's own screen (<main>), whose content changes as its data loads. */
const inScreen = (node: Node): boolean => Boolean((node instanceof Element ? node : node.parentElement)?.closest('main'));

/**
 * What the shell shows or says around the screen (tab bar, navigation bar, overlays, live regions): text nodes plus
 * accessible names given by aria-label, alt and placeholder.
 */
function visibleTexts(): Set<string> {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !inScreen(node)) texts.add(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder]')) {
    if (inScreen(element)) continue;
    for (const name of ['aria-label', 'alt', 'placeholder']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.add(value);
    }
  }
  return texts;
}

/** The shown texts that are messages of `language`, each with the message keys that have that text. */
function shownMessages(language: string): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const [key, text] of messagesOf(language)) byText.set(text, [...(byText.get(text) ?? []), key]);
  const shown = new Map<string, string[]>();
  for (const text of visibleTexts()) {
    const keys = byText.get(text);
    if (keys) shown.set(text, keys);
  }
  return shown;
}

async function switchTo(language: AppLanguage) {
  await act(() => changeLanguage(language));
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('switching the language', () => {
  it('sets the title per language: Vietnamese tagline for vi, the Chinese one otherwise', async () => {
    await renderApp('/', 'vi');
    await waitFor(() => expect(document.title).toBe(VIETNAMESE_TITLE));
    expect(document.documentElement.lang).toBe('vi');
    await switchTo('zh-cn');
    await waitFor(() => expect(document.title).toBe(CHINESE_TITLE));
    expect(document.documentElement.lang).toBe('zh-cn');
    await switchTo('en');
    await waitFor(() => expect(document.title).toBe(CHINESE_TITLE));
    await switchTo('vi');
    await waitFor(() => expect(document.title).toBe(VIETNAMESE_TITLE));
    expect(getLanguage()).toBe('vi');
  });

  it.each([
    ['vi', 'zh-cn'],
    ['zh-cn', 'en'],
    ['en', 'vi'],
  ] as const)('replaces every shown %s message with its %s text', { timeout: 20_000 }, async (from, to) => {
    await renderApp('/', from);
    await screen.findByRole('navigation', undefined, { timeout: 8000 });
    // Settled: the shell's lazy parts have loaded (no loading text around the screen).
    const loading = messagesOf(from).get('common:common.loading');
    await waitFor(() => {
      expect(visibleTexts()).not.toContain(loading);
      expect(shownMessages(from).size).toBeGreaterThanOrEqual(4);
    }, { timeout: 5000 });
    const before = shownMessages(from);
    const target = messagesOf(to);

    await switchTo(to);
    // A text can belong to several keys (e.g. "Live"); one of their translations must show.
    const expected = [...before.values()].map((keys) => keys.map((key) => target.get(key)));
    await waitFor(() => {
      const now = visibleTexts();
      for (const candidates of expected) expect(candidates.some((text) => text !== undefined && now.has(text)), candidates.join(' | ')).toBe(true);
    }, { timeout: 5000 });

    const now = visibleTexts();
    for (const [text, keys] of before) {
      const unchangedInTarget = keys.some((key) => target.get(key) === text);
      if (!unchangedInTarget) expect(now, `"${text}" (${keys.join(', ')}) is still shown after switching to ${to}`).not.toContain(text);
    }
  });
});
