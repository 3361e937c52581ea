import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { TESTIMONIAL_INTERVAL_MS } from '@portal/domain/critiques/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Testimonial = { name: string; text: string; role?: string | undefined };

/**
 * Quotes of the site's customers, one at a time, the next every 5 s (spec 002: review header and
 * checkout). Built as the WAI-ARIA carousel pattern: a rotation that moves on its own can be stopped
 * (WCAG 2.2.2), it holds still while the pointer or the keyboard is on it and for readers who ask for
 * reduced motion, and a screen reader hears a new quote only when the visitor moved it.
 */
export function TestimonialCarousel({ testimonials, label, maw = 520 }: { testimonials: readonly Testimonial[]; label: string; maw?: number }) {
  const { t } = useTranslation('common');
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const rotating = testimonials.length > 1 && !stopped && !held && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % testimonials.length), TESTIMONIAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, testimonials.length]);

  if (testimonials.length === 0) return null;
  const shown = testimonials[index % testimonials.length]!;
  const position = t('carousel.position', { n: (index % testimonials.length) + 1, count: testimonials.length });

  return (
    <Box
      component="section"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      maw={maw}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {testimonials.length > 1 && !reducedMotion && (
          <ActionIcon variant="subtle" color="gray" size="sm" onClick={() => setStopped((s) => !s)} aria-label={stopped ? t('carousel.play') : t('carousel.pause')}>
            {stopped ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />}
          </ActionIcon>
        )}
        <Box role="group" aria-roledescription={t('carousel.slide')} aria-label={position} aria-live={rotating ? 'off' : 'polite'}>
          <Text size="sm" fs="italic">
            “{shown.text}”
          </Text>
          <Text size="xs" c="dimmed">
            {shown.role ? `${shown.name}, ${shown.role}` : shown.name}
          </Text>
        </Box>
      </Group>
    </Box>
  );
}
