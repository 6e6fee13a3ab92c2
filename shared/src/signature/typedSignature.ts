/**
 * A signature drawn from a typed name, for people who cannot draw on the pad (keyboard, switch or
 * screen-reader users; WCAG 2.5.7 asks for a way without dragging). It becomes a PNG like a drawn
 * one, so the claim, its limits and the assessor's view stay the same.
 */
export function typedSignatureImage(name: string, width: number, height: number): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const text = name.trim();
  // As large as fits: a long Vietnamese name shrinks rather than runs off the pad.
  let size = Math.round(height * 0.4);
  context.font = `italic ${size}px cursive`;
  while (size > 12 && context.measureText(text).width > width * 0.9) {
    size -= 2;
    context.font = `italic ${size}px cursive`;
  }
  context.fillStyle = '#111827';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}
