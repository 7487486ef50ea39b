/** Control characters out, runs of white space to one space, trimmed, and cut to `max` characters. */
export function cleanText(raw: string | null | undefined, max: number): string {
  return (raw ?? '')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}
