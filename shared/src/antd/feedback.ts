// The shell's waiting toast and error dialog (shell/src/session/feedback.ts), the kit's own Dialog and
// Toast, on a path of their own: an export of the kit's index that anything reads is kept wherever
// the index is, and the index is on home, so reading these two through it put both, with the popups
// they draw on, on every home (docs/architecture.md "A first visit costs what it shows").
// The index's one side effect (React 19 rendering for Toast and Dialog) comes with it.
import './index';

export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Toast } from 'antd-mobile/es/components/toast';
