import { Menu } from '@mantine/core';
import { IconArrowDown, IconArrowsMove, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, ColumnName } from '../api';
import { CardIconButton } from './card-buttons';
import { FirstUseMenu } from './first-use-menu';

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
 * Its button is the card's plain one (CardIconButton), in both states.
 */
export function CardMenu({ card, column, index, last, columns, onOpen, onDelete, onMove, onMoveToEnd }: Props) {
  const { t } = useTranslation('boards');
  return (
    <FirstUseMenu
      label={t('card.actions', { title: card.title })}
      button={(props) => (
        <CardIconButton {...props}>
          <IconDots size={16} />
        </CardIconButton>
      )}
      items={() => (
        <>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onOpen(card, column)}>
            {t('card.edit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={index === 0} onClick={() => onMove(card._id, column, index - 1)}>
            {t('card.moveUp')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowDown size={16} />} disabled={last} onClick={() => onMove(card._id, column, index + 1)}>
            {t('card.moveDown')}
          </Menu.Item>
          <Menu.Label>{t('card.moveTo')}</Menu.Label>
          {columns
            .filter((c) => c._id !== column)
            .map((c) => (
              <Menu.Item key={c._id} leftSection={<IconArrowsMove size={16} />} onClick={() => onMoveToEnd(card._id, c._id)}>
                {c.title}
              </Menu.Item>
            ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={() => onDelete(card)}>
            {t('card.delete')}
          </Menu.Item>
        </>
      )}
    />
  );
}
