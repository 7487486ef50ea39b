/**
 * Keeps Tab inside a modal panel (APG modal dialog): from its last control to its first, and
 * with Shift from its first to its last. Call it from the panel's keydown handler; other keys
 * pass untouched.
 */
export function keepTabWithin(event: { key: string; shiftKey: boolean; preventDefault(): void }, first: HTMLElement | null, last: HTMLElement | null): void {
  if (event.key !== 'Tab') return;
  const [from, to] = event.shiftKey ? [first, last] : [last, first];
  if (document.activeElement === from) {
    event.preventDefault();
    to?.focus();
  }
}
