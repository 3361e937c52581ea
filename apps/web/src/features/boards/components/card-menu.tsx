import { Menu, Text } from '@mantine/core';
import { IconArrowDown, IconArrowsMove, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, ColumnName } from '../api';
import { CardIconButton } from './card-buttons';
import { FirstUseMenu } from './first-use-menu';
import { focusCard } from './focus-later';

/** An entry's label may shrink below its text's width (a flex item does not by default), so the text is cut. */
const SHRINKING_LABEL = { itemLabel: { minWidth: 0 } };

type Props = {
  card: BoardCard;
  column: string;
  index: number;
  last: boolean;
  columns: ColumnName[];
  onOpen: (card: BoardCard, column: string) => void;
  onDelete: (card: BoardCard) => void;
  onMove: (card: string, column: string, index: number) => void;
  onMoveToEnd: (card: string, column: string) => void;
};

/**
 * A card's actions, mounted on first use (a board shows a hundred cards or more; see FirstUseMenu).
 * Its button is the card's plain one (CardIconButton), in both states. A move takes the card (and
 * the menu's button, where the focus returns) out of its place: the focus follows the card. The
 * "Move to..." entries are a named group, each cut to the menu's width with the whole title kept as
 * its name (a column's title may be 255 characters without a space).
 */
export function CardMenu({ card, column, index, last, columns, onOpen, onDelete, onMove, onMoveToEnd }: Props) {
  const { t } = useTranslation('boards');
  const moveToLabel = useId();
  const moveTo = (target: string, at?: number) => {
    if (at === undefined) onMoveToEnd(card._id, target);
    else onMove(card._id, target, at);
    focusCard(card._id, target, at);
  };
  return (
    <FirstUseMenu
      label={t('card.actions', { title: card.title })}
      button={(props) => (
        <CardIconButton {...props} data-focus="card-menu">
          <IconDots size={16} />
        </CardIconButton>
      )}
      items={() => (
        <>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onOpen(card, column)}>
            {t('card.edit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={index === 0} onClick={() => moveTo(column, index - 1)}>
            {t('card.moveUp')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowDown size={16} />} disabled={last} onClick={() => moveTo(column, index + 1)}>
            {t('card.moveDown')}
          </Menu.Item>
          <div role="group" aria-labelledby={moveToLabel}>
            <Menu.Label id={moveToLabel}>{t('card.moveTo')}</Menu.Label>
            {columns
              .filter((c) => c._id !== column)
              .map((c) => (
                <Menu.Item key={c._id} leftSection={<IconArrowsMove size={16} />} onClick={() => moveTo(c._id)} title={c.title} styles={SHRINKING_LABEL}>
                  <Text span inherit truncate="end" display="block">
                    {c.title}
                  </Text>
                </Menu.Item>
              ))}
          </div>
          <Menu.Divider />
          <Menu.Item leftSection={<IconTrash size={16} />} c="red" onClick={() => onDelete(card)}>
            {t('card.delete')}
          </Menu.Item>
        </>
      )}
    />
  );
}
