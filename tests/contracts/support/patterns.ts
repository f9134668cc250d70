// Regex patterns of the main API's value formats, for matchers with explicit example values.

/** A server time as the main API writes it: "2026-11-22 08:15:00". */
export const SERVER_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/** Base64 text (letter and announcement content). */
export const BASE64 = '^[A-Za-z0-9+/]*={0,2}$';
