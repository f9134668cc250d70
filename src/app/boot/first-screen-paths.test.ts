import { describe, expect, it } from 'vitest';
import { getGetActivityListUrl } from '@/shared/api/generated/main/promotion/promotion';
import { ACTIVITY_LIST_PATH } from './first-screen-paths';

describe('the calls the boot script starts', () => {
  it('ask what the generated client asks', () => {
    expect(getGetActivityListUrl()).toBe(ACTIVITY_LIST_PATH);
  });
});
