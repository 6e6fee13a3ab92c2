import { act } from '@testing-library/react';

/**
 * jsdom has no canvas, so tests of a page with the signature field (@sencare/shared/signature)
 * replace signature_pad with this stand-in:
 *   jest.mock('signature_pad', () => ({ __esModule: true, default: jest.requireActual('@sencare/shared/testing').FakeSignaturePad }));
 * drawSignature() then ends a stroke on the pad, as a finger lifted from the screen would.
 */
export const fakePad = { empty: true, cleared: 0, endStroke: null as null | (() => void) };

export const FAKE_SIGNATURE = `data:image/png;base64,${'iVBORw0KGgo'.repeat(8)}`;

export class FakeSignaturePad {
  constructor() {
    fakePad.empty = true;
  }
  addEventListener(name: string, listener: () => void): void {
    if (name === 'endStroke') fakePad.endStroke = listener;
  }
  removeEventListener(): void {}
  off(): void {}
  isEmpty(): boolean {
    return fakePad.empty;
  }
  clear(): void {
    fakePad.cleared += 1;
    fakePad.empty = true;
  }
  fromDataURL(): Promise<void> {
    fakePad.empty = false;
    return Promise.resolve();
  }
  toDataURL(): string {
    return FAKE_SIGNATURE;
  }
}

export function drawSignature(): void {
  fakePad.empty = false;
  act(() => fakePad.endStroke?.());
}
