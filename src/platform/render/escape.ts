const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML text and double-quoted attribute positions. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/**
 * Serialises data for a `<script type="application/ld+json">` block. `<`, `>`, `&` and the two
 * JavaScript line separators are written as unicode escapes, so no string in the data can close
 * the script element or open a comment.
 */
export const jsonForScript = (data: unknown): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
