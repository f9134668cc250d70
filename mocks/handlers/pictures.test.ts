import { describe, expect, it } from 'vitest';
import { bannerImage, iconImage, tileImage } from '../seed/game-lobby-images';
import { absolutePictureUrls, pictureUrl } from '../seed/picture-urls';
import { avatarImage, coverImage } from '../seed/rooms-images';
import { MOCK_ORIGIN } from '../testing/client';
import { drawPicture } from './pictures';

const get = (path: string) => fetch(`${MOCK_ORIGIN}${path}`);

describe('mock pictures by URL', () => {
  it('serves each picture the seed names as a cacheable SVG file of its size', async () => {
    for (const [url, size] of [
      [tileImage('vs20olympgate', 'seven'), 'width="200" height="200"'],
      [bannerImage('ad-41', 'coin'), 'width="750" height="300"'],
      [iconImage('bar-1', 'ball', true), 'width="64" height="64"'],
      [coverImage('room-7001-3', 'pitch'), 'width="320" height="180"'],
      [avatarImage('anchor-301'), 'width="96" height="96"'],
    ] as const) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect(await response.text()).toMatch(new RegExp(`^<svg [^>]*${size}`));
    }
  });

  it('draws team badges with their initials, escaped, and answers 404 for a path that names no picture', async () => {
    expect(drawPicture('logo/circle/3/HF')).toContain('>HF</text>');
    expect(drawPicture(`logo/shield/1/${encodeURIComponent('<a')}`)).toContain('>a</text>');
    expect(drawPicture('tile/x/no-such-emblem')).toBeNull();
    expect(drawPicture('logo/hexagon/1/AB')).toBeNull();
    expect((await get('/mock-pictures/banner/ad-41.svg')).status).toBe(404);
  });

  it('names pictures by path; the standalone server makes the paths of a JSON answer absolute on its origin', () => {
    expect(pictureUrl('tile', 'a b', 'gem')).toBe('/mock-pictures/tile/a%20b/gem.svg');
    expect(absolutePictureUrls('{"icon":"/mock-pictures/tile/a/gem.svg","jumpUrl":"/activity"}', 'http://127.0.0.1:9090')).toBe(
      '{"icon":"http://127.0.0.1:9090/mock-pictures/tile/a/gem.svg","jumpUrl":"/activity"}',
    );
  });
});
