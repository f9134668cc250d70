import { describe, expect, it } from 'vitest';
import { pickTransition, type TransitionInput } from './transitions';

const base: TransitionInput = { meta: { transition: 'slide' }, navigationType: 'PUSH', initial: false, edgeSwipe: false, reducedMotion: false };
const pick = (overrides: Partial<TransitionInput>) => pickTransition({ ...base, ...overrides });

describe('pickTransition', () => {
  it('slides left going forward and right going back', () => {
    expect(pick({ navigationType: 'PUSH' })).toBe('slide-left');
    expect(pick({ navigationType: 'REPLACE' })).toBe('slide-left');
    expect(pick({ navigationType: 'POP' })).toBe('slide-right');
  });

  it('fades into the main tabs and auth pages in both directions', () => {
    expect(pick({ meta: { transition: 'fade' }, navigationType: 'PUSH' })).toBe('fade');
    expect(pick({ meta: { transition: 'fade' }, navigationType: 'POP' })).toBe('fade');
  });

  it('plays nothing on an iOS edge-swipe back, whatever the route', () => {
    expect(pick({ navigationType: 'POP', edgeSwipe: true })).toBe('none');
    expect(pick({ meta: { transition: 'fade' }, navigationType: 'POP', edgeSwipe: true })).toBe('none');
  });

  it('an edge touch does not cancel a forward navigation', () => {
    expect(pick({ navigationType: 'PUSH', edgeSwipe: true })).toBe('slide-left');
  });

  it('respects reduced motion and routes without a transition', () => {
    expect(pick({ reducedMotion: true })).toBe('none');
    expect(pick({ meta: { transition: 'fade' }, reducedMotion: true })).toBe('none');
    expect(pick({ meta: { transition: 'none' } })).toBe('none');
  });

  it('on the first screen of the visit only fades (nothing slides in from nowhere)', () => {
    expect(pick({ initial: true, navigationType: 'POP' })).toBe('none');
    expect(pick({ initial: true, meta: { transition: 'fade' } })).toBe('fade');
  });

  it('treats a route without a transition flag as a slide route', () => {
    expect(pick({ meta: {} })).toBe('slide-left');
  });
});
