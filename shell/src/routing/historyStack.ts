/**
 * docs/requirements.md §2: back goes to the root when the page is the only one in the stack, otherwise one
 * page back. hashchange does not say whether it was a push, a replace or a back step, so each
 * browser history entry carries a key in history.state: a replace (navigate(..., { replace }) in
 * shared/src/routing/hashLocation.ts keeps the state) stays the same entry, a link or a push is a
 * new key, and a back step lands on a key already in the stack. An old-style link opened in a new
 * tab is replaced by its canonical route, so it stays the only entry and ‹ goes home instead of
 * leaving the app.
 */
const KEY = 'scEntry';

/** The current history entry's key, given one on first sight (replaceState fires no event). */
export function currentEntryKey(win: Window = window): string {
  const state: unknown = win.history.state;
  const existing = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  if (typeof existing === 'string') return existing;
  const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const base = state && typeof state === 'object' ? state : {};
  win.history.replaceState({ ...base, [KEY]: key }, '', win.location.href);
  return key;
}

export class HistoryStack {
  private stack: string[] = [];

  /** The entry now shown: a key already in the stack is a step back (or a replace), a new one a push. */
  visit(entryKey: string): void {
    const at = this.stack.lastIndexOf(entryKey);
    if (at >= 0) this.stack.length = at + 1;
    else this.stack.push(entryKey);
  }

  canGoBack(): boolean {
    return this.stack.length > 1;
  }

  reset(entryKey: string): void {
    this.stack = [entryKey];
  }
}
