import { ActionIcon, UnstyledButton } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';

/** Mantine's variables of a subtle gray ActionIcon of size sm, made once. */
const SUBTLE_GRAY = {
  '--ai-size': 'var(--ai-size-sm)',
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-gray-light-hover)',
  '--ai-color': 'var(--mantine-color-gray-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;

const ICON_CLASSES = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root}`;
const PLAIN_CLASSES = `mantine-focus-auto ${UnstyledButton.classes.root}`;

type ButtonProps = ComponentPropsWithoutRef<'button'>;

/**
 * The buttons of a card in its column, drawn as one element each with Mantine's own classes and
 * variables: the look, focus ring and press of a subtle gray `ActionIcon size="sm"` (or of an
 * `UnstyledButton`) without its components (an ActionIcon is some ten, with a transition for its
 * loader). While a card is dragged React walks every component of the board on each pointer move
 * to find the ones that read dnd-kit's context, and a board shows a hundred cards or more.
 */
export const CardIconButton = forwardRef<HTMLButtonElement, ButtonProps>(function CardIconButton({ style, children, ...props }, ref) {
  return (
    <button ref={ref} type="button" className={ICON_CLASSES} data-variant="subtle" data-size="sm" style={style ? { ...SUBTLE_GRAY, ...style } : SUBTLE_GRAY} {...props}>
      <span className={ActionIcon.classes.icon}>{children}</span>
    </button>
  );
});

export function CardPlainButton(props: ButtonProps) {
  return <button type="button" className={PLAIN_CLASSES} {...props} />;
}
