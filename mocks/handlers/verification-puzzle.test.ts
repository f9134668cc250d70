import { describe, expect, it } from 'vitest';
import { backgroundSvg, captchaRefusal, pieceSvg, PUZZLE_TOLERANCE_PX, puzzleGap, puzzleOf, SLIDE_CAPTCHA_ID, verifyPuzzle } from './verification-puzzle';

const token = (n: number) => n.toString(16).padStart(32, 'a');
const answer = (t: string, offsetX: number) => ({ captchaId: SLIDE_CAPTCHA_ID, token: t, offsetX, durationMs: 900 });
const request = (language: string) => new Request('http://mock/api/user/auth/account-login/v2', { headers: { Language: language } });

describe('slide puzzle', () => {
  it('draws the gap in the picture and the piece at the gap height, the gap right of the start', () => {
    const puzzle = puzzleOf(token(1));
    expect(puzzle.gapX).toBeGreaterThanOrEqual(88);
    expect(backgroundSvg(puzzle)).toContain(`M${puzzle.gapX},${puzzle.gapY}`);
    expect(pieceSvg(puzzle)).toContain(`M0,${puzzle.gapY}`);
    expect(puzzleGap(token(1))).toBe(puzzle.gapX);
  });

  it('accepts the piece within the tolerance and only once', () => {
    const gap = puzzleOf(token(2)).gapX;
    expect(verifyPuzzle(answer(token(2), gap + PUZZLE_TOLERANCE_PX))).toBe('passed');
    expect(verifyPuzzle(answer(token(2), gap))).toBe('unseen');
    expect(puzzleGap(token(2))).toBeUndefined();
  });

  it('refuses a piece dropped beside the gap, and the puzzle is spent', () => {
    const gap = puzzleOf(token(3)).gapX;
    expect(verifyPuzzle(answer(token(3), gap - PUZZLE_TOLERANCE_PX - 1))).toBe('failed');
    const gap4 = puzzleOf(token(4)).gapX;
    expect(verifyPuzzle({ ...answer(token(4), gap4), captchaId: 'other' })).toBe('failed');
  });

  it('refuses with code 1001000006 in the request language', async () => {
    puzzleOf(token(5));
    const refusal = captchaRefusal(request('en-US'), answer(token(5), 0));
    expect(await refusal?.json()).toEqual({ code: 1001000006, msg: 'The piece did not fit, please try again', data: null });
    const zh = captchaRefusal(request('zh-CN'), { captchaId: 'x' });
    expect(((await zh?.json()) as { msg: string }).msg).toBe('拼图未对准，请重试');
    const gap = puzzleOf(token(6)).gapX;
    expect(captchaRefusal(request('vi-VI'), answer(token(6), gap))).toBeNull();
  });
});
