import { Image, Text } from '@mantine/core';
import { fileUrl } from '../platform/file-url';
import { useSite } from '../platform/site-context';

/** The site's logo (named by its company), or the company's name when it has none: the head of a public page. */
export function SiteBrand() {
  const site = useSite();
  const logo = fileUrl(site.logo);
  return logo ? <Image src={logo} alt={site.companyName} h={44} w="auto" maw={220} fit="contain" /> : <Text fw={700} fz="xl">{site.companyName}</Text>;
}
