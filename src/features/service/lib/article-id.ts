/** A positive whole id from a URL query value, else null. */
export function parseArticleId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
