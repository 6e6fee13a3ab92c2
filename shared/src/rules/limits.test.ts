import { KERNEL_TIMING } from '../http/timing';
import { LIMITS } from './limits';

// The kernel keeps its own copy of these waits (it imports no domain code); apps that read them from
// LIMITS (a test waiting for LoadingView, the shell's toasts) must see the same numbers.
test('LIMITS says what the kernel waits', () => {
  expect({ networkTimeoutMs: LIMITS.networkTimeoutMs, loadingDelayMs: LIMITS.loadingDelayMs, toastMs: LIMITS.toastMs }).toEqual(KERNEL_TIMING);
});
