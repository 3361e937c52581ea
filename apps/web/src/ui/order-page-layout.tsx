import { Grid, Stack, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

type Props = {
  back: ReactNode;
  title: string;
  /** Makes the title a focus target (tabIndex -1), for where the focus goes when nothing else on the page should have it. */
  titleRef?: Ref<HTMLHeadingElement>;
  summary: ReactNode;
  /** The wide column: the services. */
  main: ReactNode;
  /** The narrow column beside it; under it on small screens. */
  side: ReactNode;
  /** After the columns, e.g. a modal. */
  children?: ReactNode;
};

/** The order page for every role: back link, title, summary card, then the two columns. */
export function OrderPageLayout({ back, title, titleRef, summary, main, side, children }: Props) {
  return (
    <Stack gap="lg">
      {back}
      <Title order={1} fz="h2" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </Title>
      {summary}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>{main}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>{side}</Grid.Col>
      </Grid>
      {children}
    </Stack>
  );
}
