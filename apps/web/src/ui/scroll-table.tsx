import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { label: string; minWidth: number; children: ReactNode };

/**
 * A wide table that scrolls sideways on a narrow screen. The scrolling box takes the keyboard's focus
 * (the arrow keys then scroll it) and is named by `label`: a table of plain text has nothing else a
 * keyboard user could reach it by (axe's scrollable-region-focusable, seen on a phone's width).
 */
export function ScrollTable({ label, minWidth, children }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
