// Mantine's Tooltip on its own, for `deferred-tooltip.tsx` to load after the first paint: a dynamic
// import of '@mantine/core' itself would bring every component of the library.
export { Tooltip as default } from '@mantine/core';
