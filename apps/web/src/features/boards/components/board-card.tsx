import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsMove, IconArrowUp, IconDots, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { memo, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, ColumnName } from '../api';

type Columns = ColumnName[];
type Actions = {
  onOpen: (card: BoardCard, column: string) => void;
  onDelete: (card: BoardCard) => void;
  onMove: (card: string, column: string, index: number) => void;
  /** "Move to..." a column: to its end, as the column is when chosen. */
  onMoveToEnd: (card: string, column: string) => void;
};

type CardProps = Actions & {
  card: BoardCard;
  column: string;
  index: number;
  /** How many cards the column holds (read or not), for screen readers: "card 3 of 500". */
  setSize: number;
  columns: Columns;
  measure: (node: Element | null) => void;
};

/**
 * A card in its column: the sortable list item. dnd-kit redraws every sortable item each time the
 * dragged card passes over another one, so this part stays small (the item's place and transform),
 * and the card's face, with its menu and badges, is a memoized child whose props do not change
 * during a drag (the dragged card's look aside).
 */
export const SortableCard = memo(function SortableCard({ card, column, index, setSize, columns, measure, onOpen, onDelete, onMove, onMoveToEnd }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card._id });
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure(node);
    },
    [setNodeRef, measure],
  );
  // contain: a card's layout and paint stay inside it, so the browser redraws a moved card alone.
  return (
    <Box component="li" ref={ref} style={{ transform: CSS.Translate.toString(transform), transition, contain: 'content' }} data-testid="board-card" data-index={index} aria-posinset={index + 1} aria-setsize={setSize}>
      <CardFace
        card={card}
        column={column}
        index={index}
        last={index === setSize - 1}
        columns={columns}
        placeholder={isDragging}
        attributes={attributes}
        listeners={listeners}
        setHandle={setActivatorNodeRef}
        onOpen={onOpen}
        onDelete={onDelete}
        onMove={onMove}
        onMoveToEnd={onMoveToEnd}
      />
    </Box>
  );
});

type FaceProps = Actions & {
  card: BoardCard;
  column: string;
  index: number;
  last: boolean;
  columns: Columns;
  /** The card being dragged: it stays in the list, faded, where it would land; the overlay moves. */
  placeholder: boolean;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setHandle: (node: HTMLElement | null) => void;
};

const CardFace = memo(function CardFace({ card, column, index, last, columns, placeholder, attributes, listeners, setHandle, onOpen, onDelete, onMove, onMoveToEnd }: FaceProps) {
  const { t } = useTranslation('boards');
  return (
    <CardFrame
      card={card}
      placeholder={placeholder}
      handle={
        <ActionIcon ref={setHandle} variant="subtle" color="gray" size="sm" style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners} aria-label={t('card.drag', { title: card.title })}>
          <IconGripVertical size={16} />
        </ActionIcon>
      }
      title={
        <UnstyledButton onClick={() => onOpen(card, column)} aria-label={t('card.open', { title: card.title })}>
          <CardTitle title={card.title} />
        </UnstyledButton>
      }
      menu={
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('card.actions', { title: card.title })}>
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
      }
    />
  );
});

/**
 * The card that follows the pointer (or the keyboard) during a drag, drawn once in dnd-kit's drag
 * overlay. A picture of the card for sighted users: hidden from screen readers (the card in its
 * column keeps its name, state and announcements) and without controls, so the page never holds
 * two buttons of the same name.
 */
export const CardPreview = memo(function CardPreview({ card }: { card: BoardCard }) {
  return (
    <Box aria-hidden style={{ cursor: 'grabbing' }}>
      <CardFrame
        card={card}
        lifted
        handle={
          <Glyph>
            <IconGripVertical size={16} />
          </Glyph>
        }
        title={<CardTitle title={card.title} />}
        menu={
          <Glyph>
            <IconDots size={16} />
          </Glyph>
        }
      />
    </Box>
  );
});

const PRIORITY_COLOURS: Record<string, string> = { Highest: 'red', High: 'orange', Medium: 'yellow', Low: 'blue', Lowest: 'gray' };

/** An icon in the place (and size) of the small icon buttons of a card. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <Box c="gray.7" w={22} h={22} style={{ display: 'flex', flex: 'none', alignItems: 'center', justifyContent: 'center' }}>
      {children}
    </Box>
  );
}

function CardTitle({ title }: { title: string }) {
  return (
    <Text size="sm" fw={500} lineClamp={2}>
      {title}
    </Text>
  );
}

/** What a card shows, shared by the card in its column and the one in the drag overlay. */
function CardFrame({ card, handle, title, menu, placeholder = false, lifted = false }: { card: BoardCard; handle: ReactNode; title: ReactNode; menu: ReactNode; placeholder?: boolean; lifted?: boolean }) {
  const { t } = useTranslation('boards');
  const subtitle = 'company' in card ? [card.company, card.jobTitle].filter(Boolean).join(' · ') : card.description;
  const priority = 'priority' in card ? card.priority : null;
  return (
    <Paper withBorder radius="sm" p="xs" shadow={lifted ? 'md' : undefined} style={placeholder ? { opacity: 0.5, borderStyle: 'dashed' } : undefined}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        {handle}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {title}
          {subtitle && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {subtitle}
            </Text>
          )}
          {(priority || card.deadline) && (
            <Group gap={4}>
              {priority && (
                <Badge size="xs" variant="light" color={PRIORITY_COLOURS[priority]}>
                  {t(`priority.${priority}`)}
                </Badge>
              )}
              {card.deadline && (
                <Badge size="xs" variant="outline" color="dark">
                  {dayjs(card.deadline).format('MM/DD/YYYY')}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
        {menu}
      </Group>
    </Paper>
  );
}
