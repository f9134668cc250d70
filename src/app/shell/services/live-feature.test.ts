import { describe, expect, it } from 'vitest';
import { isLiveFeatureEnabled, type LiveFeatureInputs } from './live-feature';

const base: LiveFeatureInputs = { loggedIn: false, memberLiveManageStatus: undefined, siteLiveManageStatus: undefined, agentLineLive: true };

describe('isLiveFeatureEnabled', () => {
  it('guests read the maintenance config', () => {
    expect(isLiveFeatureEnabled(base)).toBe(true);
    expect(isLiveFeatureEnabled({ ...base, siteLiveManageStatus: 0 })).toBe(true);
    expect(isLiveFeatureEnabled({ ...base, siteLiveManageStatus: 1 })).toBe(false);
    expect(isLiveFeatureEnabled({ ...base, siteLiveManageStatus: 2 })).toBe(true);
    expect(isLiveFeatureEnabled({ ...base, memberLiveManageStatus: 1 })).toBe(true);
  });

  it('logged-in members read their user info, not the guest config', () => {
    const member = { ...base, loggedIn: true };
    expect(isLiveFeatureEnabled({ ...member, memberLiveManageStatus: 1, siteLiveManageStatus: 0 })).toBe(false);
    expect(isLiveFeatureEnabled({ ...member, memberLiveManageStatus: 0, siteLiveManageStatus: 1 })).toBe(true);
  });

  it('uses the maintenance config while the member profile is loading', () => {
    expect(isLiveFeatureEnabled({ ...base, loggedIn: true, siteLiveManageStatus: 1 })).toBe(false);
    expect(isLiveFeatureEnabled({ ...base, loggedIn: true, siteLiveManageStatus: 0 })).toBe(true);
  });

  it('an agent line with live off hides it whatever the status', () => {
    expect(isLiveFeatureEnabled({ ...base, agentLineLive: false })).toBe(false);
    expect(isLiveFeatureEnabled({ ...base, loggedIn: true, memberLiveManageStatus: 0, agentLineLive: false })).toBe(false);
  });
});
