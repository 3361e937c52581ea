import { Box, Text } from '@mantine/core';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { exportSignature, hasStrokes, scaleStrokes, SIGNATURE_INK } from '../signature-export';
import classes from './signature-field.module.css';

export type SignatureFieldHandle = {
  isEmpty(): boolean;
  toPng(): string;
  clear(): void;
};

type Props = {
  ref?: Ref<SignatureFieldHandle>;
  label: string;
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  onDraw?: () => void;
};

/**
 * The signature canvas: shown as wide as the screen allows (at most 700x500, same proportions),
 * drawn at the screen's pixel ratio so strokes stay sharp, and exported at exactly 700x500.
 */
export function SignatureField({ ref, label, placeholder, disabled = false, invalid = false, onDraw }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onDrawRef = useRef(onDraw);
  onDrawRef.current = onDraw;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, { penColor: SIGNATURE_INK, minWidth: 0.9, maxWidth: 2.8 });
    padRef.current = pad;
    let shownWidth = 0;

    // Changing a canvas' size wipes it: keep the strokes and redraw them at the new size.
    const fit = () => {
      const width = canvas.offsetWidth;
      if (!width || width === shownWidth) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(canvas.offsetHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (shownWidth && hasStrokes(strokes)) pad.fromData(scaleStrokes(strokes, width / shownWidth));
      shownWidth = width;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const drew = () => onDrawRef.current?.();
    pad.addEventListener('endStroke', drew);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', drew);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  useImperativeHandle(ref, () => ({
    isEmpty: () => !padRef.current || padRef.current.isEmpty() || !hasStrokes(padRef.current.toData()),
    toPng: () => exportSignature(canvasRef.current!),
    clear: () => padRef.current?.clear(),
  }));

  return (
    <Box className={classes.frame} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
      <canvas ref={canvasRef} className={classes.canvas} role="img" aria-label={label} />
      <div className={classes.baseline} aria-hidden>
        <Text span size="xs" c="dimmed">
          {placeholder}
        </Text>
      </div>
    </Box>
  );
}
