import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar/Avatar';
import { AVATAR_IDS, SPORT_IDS, toVipLevel } from './icon-data';
import { SportIcon } from './sport/SportIcon';
import { HomeTabIcon } from './tab/TabIcons';
import { VipBadge } from './vip/VipBadge';
import { vipLook } from './vip/vip-tiers';

afterEach(cleanup);

const markup = (element: React.ReactElement) => render(element).container.innerHTML;

describe('SportIcon', () => {
  it('draws every sport differently, inactive and active', () => {
    const inactive = SPORT_IDS.map((id) => markup(<SportIcon sportId={id} />).replace(/data-sport="\d+"/, ''));
    const active = SPORT_IDS.map((id) => markup(<SportIcon sportId={id} active />).replace(/data-sport="\d+"/, ''));
    expect(new Set(inactive).size).toBe(SPORT_IDS.length);
    expect(new Set(active).size).toBe(SPORT_IDS.length);
    SPORT_IDS.forEach((_, i) => expect(active[i]).not.toBe(inactive[i]));
  });

  it('falls back to the generic ball for an unknown id', () => {
    const { container } = render(<SportIcon sportId={12345} />);
    expect(container.querySelector('svg')).toHaveAttribute('data-sport', 'other');
  });

  it('is hidden when decorative and a named image with a title', () => {
    const { container } = render(<SportIcon sportId={1} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    render(<SportIcon sportId={1} active title="Soccer" />);
    expect(screen.getByRole('img', { name: 'Soccer' })).toHaveAttribute('data-active', 'true');
  });
});

describe('VIP icons', () => {
  it('groups levels into tiers with step pips', () => {
    expect([0, 1, 3, 4, 7, 10, 11].map((level) => vipLook(level).tier)).toEqual(['entry', 'bronze', 'bronze', 'silver', 'gold', 'diamond', 'diamond']);
    expect([1, 2, 3, 4, 9, 0, 10].map((level) => vipLook(level).pips)).toEqual([1, 2, 3, 1, 3, 0, 0]);
  });

  it('clamps levels outside 0-11', () => {
    expect([-3, 14, Number.NaN, 4.7].map(toVipLevel)).toEqual([0, 11, 0, 4]);
    render(<VipBadge level={99} title="VIP" />);
    expect(screen.getByRole('img', { name: 'VIP' })).toHaveTextContent('11');
  });
});

describe('Avatar', () => {
  it('draws the ten avatars differently and falls back for other ids', () => {
    const drawings = AVATAR_IDS.map((id) => markup(<Avatar id={id} />).replace(/_r_[^"')]*|data-avatar="\d+"/g, ''));
    expect(new Set(drawings).size).toBe(10);
    const { container } = render(<Avatar id={0} size={32} />);
    expect(container.querySelector('svg')).toHaveAttribute('data-avatar', 'default');
    expect(container.querySelector('svg')).toHaveAttribute('width', '32');
  });
});

describe('tab icons', () => {
  it('fill the active icon and outline the inactive one', () => {
    const { container } = render(
      <>
        <HomeTabIcon />
        <HomeTabIcon active />
      </>,
    );
    const [inactive, active] = container.querySelectorAll('svg > g');
    expect(inactive).toHaveAttribute('fill', 'none');
    expect(active).toHaveAttribute('fill', 'currentColor');
  });
});
