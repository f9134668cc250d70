import { describe, expect, it } from 'vitest';
import { inAppPath, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/sports', '/sports'],
    ['  /sports  ', '/sports'],
    ['/deposit?orderNo=1', '/deposit?orderNo=1'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/a\\b', '/'],
    ['sports', '/'],
  ])('%s -> %s', (value, expected) => expect(redirectTarget(value)).toBe(expected));
});

describe('inAppPath', () => {
  it('is null for anything that is not a path inside the app', () => {
    expect(inAppPath(undefined)).toBeNull();
    expect(inAppPath('//evil.example')).toBeNull();
    expect(inAppPath('/game?lobby=1#top')).toBe('/game?lobby=1#top');
  });
});
