import { describe, expect, it } from 'vitest';
import {
  formatTimeString,
  INVALID_DATE_FORMAT,
  INVALID_TIME_STRING,
  maskAccountName,
  maskEmail,
  maskGeneric,
  maskMiddle,
  maskPersonName,
  maskPhone,
  parseTimeString,
  phoneTailLength,
} from './masking';

/** One test per row of the table: masking the row's input gives the row's expected text. */
function itMasks(mask: (value: string) => string, table: Array<[string, string]>, title = '%j -> %j') {
  it.each(table)(title, (value, masked) => {
    expect(mask(value)).toBe(masked);
  });
}

describe('maskAccountName (5 characters or fewer: first, ***, last; longer: first two, ***, last two)', () => {
  itMasks(maskAccountName, [
    ['', ''],
    ['a', 'a***'],
    ['ab', 'a***b'],
    ['abc', 'a***c'],
    ['lotus', 'l***s'],
    ['lotus8', 'lo***s8'],
    ['lotus888', 'lo***88'],
    ['abcdefghijklmnopqrst', 'ab***st'],
  ]);

  it('switches rule exactly between 5 and 6 characters', () => {
    expect(maskAccountName('12345')).toBe('1***5');
    expect(maskAccountName('123456')).toBe('12***56');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskAccountName('Sen😀Vàng')).toBe('Se***ng');
    expect(maskAccountName('莲花😀')).toBe('莲***😀');
  });
});

describe('maskPhone (first 3 and last 2, 3 or 4 digits for lengths 6, 7 and other)', () => {
  it('gives the tail length by number length', () => {
    expect([5, 6, 7, 8, 9, 11].map(phoneTailLength)).toEqual([4, 2, 3, 4, 4, 4]);
  });

  itMasks(maskPhone, [
    ['123456', '123*56'],
    ['1234567', '123*567'],
    ['12345678', '123*5678'],
    ['912345678', '912**5678'],
    ['13812345678', '138****5678'],
  ], '%s -> %s');

  it('keeps the number length (one star per hidden digit)', () => {
    expect(maskPhone('13812345678')).toHaveLength(11);
  });

  it('in the app shell shows the first 3 and the last 4 around a fixed "****"', () => {
    expect(maskPhone('912345678', { appShell: true })).toBe('912****5678');
    expect(maskPhone('13812345678', { appShell: true })).toBe('138****5678');
    expect(maskPhone('12345678', { appShell: true })).toBe('123****5678');
  });

  it('in the app shell never shows a 6- or 7-digit number whole: the length rule picks the tail', () => {
    expect(maskPhone('123456', { appShell: true })).toBe('123****56');
    expect(maskPhone('1234567', { appShell: true })).toBe('123****567');
  });

  it('masks values too short to be phone numbers with the generic mask', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('*');
    expect(maskPhone('12345')).toBe('12*45');
  });
});

describe('maskPersonName (by words)', () => {
  itMasks(maskPersonName, [
    ['Nguyen Van An', 'Nguyen * An'],
    ['Nguyen Thi Minh Khai', 'Nguyen ** Khai'],
    ['Van An', 'V* A*'],
    ['Lan', 'L**n'],
    ['An', 'A**n'],
    ['L', 'L**'],
    ['', ''],
    ['   ', ''],
  ]);

  it('ignores extra spaces between and around words', () => {
    expect(maskPersonName('  Nguyen   Van\tAn ')).toBe('Nguyen * An');
    expect(maskPersonName(' Van   An ')).toBe('V* A*');
  });

  it('keeps accented and Chinese letters whole', () => {
    expect(maskPersonName('Đặng Ánh')).toBe('Đ* Á*');
    expect(maskPersonName('王小明')).toBe('王**明');
  });
});

describe('maskGeneric (keeps 2 characters at each end)', () => {
  itMasks(maskGeneric, [
    ['abcdefgh', 'ab****gh'],
    ['abcde', 'ab*de'],
    ['abcd', 'ab*d'],
    ['abc', 'a*c'],
    ['ab', 'a*'],
    ['a', '*'],
    ['', ''],
  ]);
});

describe('maskMiddle', () => {
  it('keeps what it is asked to keep when something is still hidden', () => {
    expect(maskMiddle('0123456789', 3, 4)).toBe('012***6789');
  });

  it('treats negative and fractional counts as whole non-negative ones', () => {
    expect(maskMiddle('abcdef', -1, 1.7)).toBe('*****f');
  });
});

describe('maskEmail', () => {
  itMasks(maskEmail, [
    ['chua.so@lotus.example', 'ch***so@lotus.example'],
    ['ab@x.vn', 'a*@x.vn'],
    ['a@x.vn', '*@x.vn'],
    ['no-at-sign', 'no******gn'],
    ['@x.vn', '@x*vn'],
  ]);
});

describe('parseTimeString', () => {
  it('reads a date, a date with minutes and a date with seconds', () => {
    expect(parseTimeString('1995-08-16')).toEqual({ year: 1995, month: 8, day: 16, hour: null, minute: null, second: null });
    expect(parseTimeString('2026-11-23 09:05')).toMatchObject({ hour: 9, minute: 5, second: null });
    expect(parseTimeString('2026-11-23T23:59:59')).toMatchObject({ hour: 23, minute: 59, second: 59 });
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseTimeString('2024-02-29').day).toBe(29);
    expect(() => parseTimeString('2026-02-29')).toThrow(INVALID_TIME_STRING);
  });

  it.each([undefined, null, 20261123, '', '   ', {}])('throws "Invalid time string" for %j', (value) => {
    expect(() => parseTimeString(value)).toThrow(new Error(INVALID_TIME_STRING));
  });

  it.each(['2026-13-01', '2026-00-10', '2026-04-31', '2026-01-01 24:00', '2026-01-01 12:60', '2026-01-01 12:00:60'])(
    'throws "Invalid time string" for the moment that does not exist %s',
    (value) => {
      expect(() => parseTimeString(value)).toThrow(new Error(INVALID_TIME_STRING));
    },
  );

  it.each(['16/08/1995', '1995-8-16', '95-08-16', '1995-08-16 9:05', '1995-08-16 09', 'yesterday', '1995-08-16Z'])(
    'throws "Invalid date format" for %s',
    (value) => {
      expect(() => parseTimeString(value)).toThrow(new Error(INVALID_DATE_FORMAT));
    },
  );
});

describe('formatTimeString', () => {
  it('orders day-month-year in Vietnamese and month-day-year in the other languages', () => {
    expect(formatTimeString('1995-08-16', 'vi')).toBe('16-08-1995');
    expect(formatTimeString('1995-08-16', 'en')).toBe('08-16-1995');
    expect(formatTimeString('1995-08-16', 'zh-cn')).toBe('08-16-1995');
  });

  it('adds hours and minutes when the string has a time', () => {
    expect(formatTimeString('2026-11-23 09:05:30', 'vi')).toBe('23-11-2026 09:05');
  });

  it('raises the same errors as parseTimeString', () => {
    expect(() => formatTimeString('', 'vi')).toThrow(INVALID_TIME_STRING);
    expect(() => formatTimeString('23/11/2026', 'en')).toThrow(INVALID_DATE_FORMAT);
  });
});
