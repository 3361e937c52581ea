import { SIGNATURE_DATA_URL_MAX_CHARS, SIGNATURE_PNG_PREFIX } from '@portal/domain/contracts/rules';
import { SIGNATURE_CANVAS } from '@portal/domain/limits';
import type { PointGroup } from 'signature_pad';

/**
 * The strokes redrawn at another size (the pad's box changed width): points, pen widths and dots
 * grow or shrink together, so the signature keeps its look.
 */
export function scaleStrokes(groups: PointGroup[], factor: number): PointGroup[] {
  return groups.map((group) => ({
    ...group,
    dotSize: group.dotSize * factor,
    minWidth: group.minWidth * factor,
    maxWidth: group.maxWidth * factor,
    points: group.points.map((point) => ({ ...point, x: point.x * factor, y: point.y * factor })),
  }));
}

/** Whether anything was drawn: one dot is enough, as on paper. */
export function hasStrokes(groups: PointGroup[]): boolean {
  return groups.some((group) => group.points.length > 0);
}

/**
 * The signature as the spec's 700x500 PNG, whatever size the pad is shown at: the visible canvas
 * (sized for the screen's pixel ratio) is drawn onto an offscreen canvas of exactly that size.
 */
export function exportSignature(source: HTMLCanvasElement): string {
  const out = document.createElement('canvas');
  out.width = SIGNATURE_CANVAS.width;
  out.height = SIGNATURE_CANVAS.height;
  const context = out.getContext('2d');
  if (!context) throw new Error('Canvas drawing is not available in this browser');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, out.width, out.height);
  return out.toDataURL('image/png');
}

/** The pad's ink, shared by drawn and typed signatures. */
export const SIGNATURE_INK = '#1b1f3b';
/** Handwriting faces most systems have, then the generic cursive face. */
export const TYPED_SIGNATURE_FONT = '"Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive';
export const TYPED_NAME_MAX_LENGTH = 80;

/**
 * A typed name drawn as a signature into the same 700x500 PNG the pad exports, for people who
 * cannot draw one (keyboard or screen reader users): centred on the pad's "sign here" line, as large
 * as fits 84% of the width. The server checks it exactly like a drawn one.
 */
export function typedSignature(name: string): string {
  const out = document.createElement('canvas');
  out.width = SIGNATURE_CANVAS.width;
  out.height = SIGNATURE_CANVAS.height;
  const context = out.getContext('2d');
  if (!context) throw new Error('Canvas drawing is not available in this browser');
  const text = name.trim();
  const maxWidth = out.width * 0.84;
  let size = 120;
  for (; size > 32; size -= 4) {
    context.font = `${size}px ${TYPED_SIGNATURE_FONT}`;
    if (context.measureText(text).width <= maxWidth) break;
  }
  context.font = `${size}px ${TYPED_SIGNATURE_FONT}`;
  context.fillStyle = SIGNATURE_INK;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  // The pad's line sits at 82% of the height; the writing rests just above it.
  context.fillText(text, out.width / 2, out.height * 0.8, maxWidth);
  return out.toDataURL('image/png');
}

/** The server's first checks, so a broken export is caught before it is sent. */
export function isSendableSignature(dataUrl: string): boolean {
  return dataUrl.startsWith(SIGNATURE_PNG_PREFIX) && dataUrl.length > SIGNATURE_PNG_PREFIX.length && dataUrl.length <= SIGNATURE_DATA_URL_MAX_CHARS;
}
