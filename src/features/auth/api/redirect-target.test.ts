import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/sports', '/sports'],
    ['/deposit?orderNo=1', '/deposit?orderNo=1'],
    ['https://evil.example', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['sports', '/'],
  ])('%s -> %s', (value, expected) => expect(redirectTarget(value)).toBe(expected));
});
