import { describe, expect, it } from 'vitest';
import { ICON_SAMPLES } from './icon-samples';
import { formatIconTag } from './icon-tag';

describe('formatIconTag', () => {
  it('writes true flags bare, numbers in braces and strings quoted', () => {
    expect(formatIconTag('SportIcon', { sportId: 1, active: true })).toBe('<SportIcon sportId={1} active />');
    expect(formatIconTag('Avatar', { id: 3, title: 'Coach "A"' })).toBe('<Avatar id={3} title="Coach \\"A\\"" />');
  });

  it('leaves out false flags and writes a bare tag without props', () => {
    expect(formatIconTag('SportIcon', { sportId: 5, active: false })).toBe('<SportIcon sportId={5} />');
    expect(formatIconTag('BackIcon')).toBe('<BackIcon />');
  });
});

describe('icon samples', () => {
  it('have unique tags', () => {
    const tags = ICON_SAMPLES.map((sample) => sample.tag);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('show each sport inactive and active, 12 VIP levels twice, 10 avatars and the fallbacks', () => {
    const count = (name: string) => ICON_SAMPLES.filter((sample) => sample.name === name).length;
    expect(count('SportIcon')).toBe(16 * 2 + 1);
    expect(count('VipBadge')).toBe(12);
    expect(count('VipLevelIcon')).toBe(12);
    expect(count('Avatar')).toBe(10 + 1);
    expect(ICON_SAMPLES.filter((sample) => sample.set === 'tab')).toHaveLength(10);
    expect(ICON_SAMPLES.filter((sample) => sample.set === 'ui')).toHaveLength(25);
  });
});
