import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowDown, IconArrowsMove, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, ColumnName } from '../api';
import { CardIconButton } from './card-buttons';

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
 * A card's actions. A Mantine Menu is some twenty React components (popover, floating-ui hooks,
 * focus trap) and a board shows a hundred cards or more, each walked by React on every pointer move
 * of a drag; so until its first use the card holds a plain button of the same name and state. Its
 * click (mouse, Enter or Space) mounts the menu around a button in the same place, moves focus to
 * that button and only then opens the menu, so that the menu's focus trap and its return of focus on
 * close (to the element focused when it opened) work as for a menu mounted from the start.
 * Once mounted the menu stays: a card whose menu was used once is likely to be used again, and a
 * column unmounts its cards as they scroll out of view, so few cards keep one.
 */
export function CardMenu(props: Props) {
  const { t } = useTranslation('boards');
  const [mounted, setMounted] = useState(false);
  const label = t('card.actions', { title: props.card.title });
  if (!mounted) {
    return (
      <CardIconButton aria-label={label} aria-haspopup="menu" aria-expanded={false} onClick={() => setMounted(true)}>
        <IconDots size={16} />
      </CardIconButton>
    );
  }
  return <MountedMenu {...props} label={label} />;
}

function MountedMenu({ card, column, index, last, columns, onOpen, onDelete, onMove, onMoveToEnd, label }: Props & { label: string }) {
  const { t } = useTranslation('boards');
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // Mounted by a click on the plain button, which is now gone: focus its successor, then open.
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" size="sm" aria-label={label}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
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
      </Menu.Dropdown>
    </Menu>
  );
}
