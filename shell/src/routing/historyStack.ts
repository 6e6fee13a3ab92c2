/**
 * Spec §2: back goes to the root when the page is the only one in the stack, otherwise one
 * page back. hashchange does not say whether it was a back step, so we keep our own stack.
 */
export class HistoryStack {
  private stack: string[] = [];

  visit(path: string): void {
    const previous = this.stack[this.stack.length - 2];
    if (previous === path) this.stack.pop();
    else if (this.stack[this.stack.length - 1] !== path) this.stack.push(path);
  }

  canGoBack(): boolean {
    return this.stack.length > 1;
  }

  reset(path: string): void {
    this.stack = [path];
  }
}
