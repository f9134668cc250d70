import { describe, expect, it } from 'vitest';
import { MOCK_ORIGIN } from '../testing/client';

const page = async (query: string, language = 'vi-VI') => (await (await fetch(`${MOCK_ORIGIN}/api/live/news/list${query}`, { headers: { Language: language } })).json()).data;

describe('live news', () => {
  it('pages the articles newest first, in the request’s language', async () => {
    const first = await page('?current=1&size=5');
    expect(first.records).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const times = first.records.map((a: { publishTime: number }) => a.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await page('?current=2&size=5');
    expect(second.records[0].newsId).not.toBe(first.records[0].newsId);
    const english = await page('?current=1&size=5', 'en-US');
    expect(english.records.map((a: { newsId: number }) => a.newsId)).toEqual(first.records.map((a: { newsId: number }) => a.newsId));
    expect(english.records.some((a: { title: string }) => /preview|How to|schedule/.test(a.title))).toBe(true);
  });
});
