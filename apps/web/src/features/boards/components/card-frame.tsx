import { formatTableDate } from '@portal/domain/dates/format';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard } from '../api';
import classes from './card-frame.module.css';

const PRIORITY_COLOURS: Record<string, string> = { Highest: 'red', High: 'orange', Medium: 'yellow', Low: 'blue', Lowest: 'gray' };

/** Mantine's light-variant colours of each priority, made once: the same objects on every redraw. */
const PRIORITY_STYLES: Record<string, CSSProperties> = Object.fromEntries(
  Object.entries(PRIORITY_COLOURS).map(([priority, colour]) => [priority, { '--badge-bg': `var(--mantine-color-${colour}-light)`, '--badge-color': `var(--mantine-color-${colour}-light-color)` } as CSSProperties]),
);

/** An icon in the place (and size) of the small icon buttons of a card. */
export function Glyph({ children }: { children: ReactNode }) {
  return <span className={classes.glyph}>{children}</span>;
}

export function CardTitle({ title }: { title: string }) {
  return <span className={classes.title}>{title}</span>;
}

type FrameProps = { card: BoardCard; handle: ReactNode; title: ReactNode; menu: ReactNode; placeholder?: boolean; lifted?: boolean };

/**
 * What a card shows, shared by the card in its column and the one in the drag overlay. Plain
 * elements and a CSS module rather than Paper, Group, Stack, Text and Badge: the same look with a
 * few React components instead of some twenty, which matters because every card in view is walked
 * by React on each pointer move of a drag.
 */
export function CardFrame({ card, handle, title, menu, placeholder = false, lifted = false }: FrameProps) {
  const { t, i18n } = useTranslation('boards');
  const subtitle = 'company' in card ? [card.company, card.jobTitle].filter(Boolean).join(' · ') : card.description;
  const priority = 'priority' in card ? card.priority : null;
  const className = [classes.frame, lifted && classes.lifted, placeholder && classes.placeholder].filter(Boolean).join(' ');
  return (
    <div className={className}>
      {handle}
      <div className={classes.body}>
        {title}
        {subtitle && <span className={classes.subtitle}>{subtitle}</span>}
        {(priority || card.deadline) && (
          <div className={classes.badges}>
            {priority && (
              <span className={`${classes.badge} ${classes.light}`} style={PRIORITY_STYLES[priority]}>
                {t(`priority.${priority}`)}
              </span>
            )}
            {card.deadline && <span className={`${classes.badge} ${classes.outline}`}>{formatTableDate(card.deadline, i18n.language)}</span>}
          </div>
        )}
      </div>
      {menu}
    </div>
  );
}
