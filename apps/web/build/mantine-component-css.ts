import type { Plugin } from 'vite';

const componentModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;

/** The Mantine component whose class names module `id` is (`Button` for `.../Button/Button.module.mjs`). */
export function mantineComponentOf(id: string): string | null {
  return componentModule.exec(id)?.[1] ?? null;
}

/**
 * The components others are built on, in Mantine's own order. `src/main.tsx` imports their CSS
 * inside Mantine's cascade layer (a test keeps the two lists equal); pages never carry a copy.
 */
export const BASE_COMPONENTS: readonly string[] = [
  'ScrollArea', 'UnstyledButton', 'VisuallyHidden', 'Paper', 'Overlay', 'Popover', 'Loader', 'ActionIcon', 'CloseButton',
  'Group', 'ModalBase', 'Input', 'Flex', 'FloatingIndicator', 'Text', 'Combobox', 'InlineInput',
];

/**
 * Mantine's styles.css holds every component's CSS (245 KB), most of it for components the portal
 * never shows. Each Mantine component imports its class names from `<Name>.module.mjs`, and Mantine
 * ships that component's CSS as `styles/<Name>.css`: importing the CSS right there makes Vite put
 * it in the same chunk as the component, so a page loads the CSS of the components it uses, and a
 * component added later brings its CSS along without a list to keep.
 */
export function mantineComponentCss(): Plugin {
  return {
    name: 'mantine-component-css',
    transform(code, id) {
      const name = mantineComponentOf(id);
      // The base components' CSS is in the entry (src/main.tsx), once, in a cascade layer that every
      // unlayered page stylesheet overrides; an unlayered copy in a page's chunk would compete on
      // order again (a Button's colours lost to the transparent UnstyledButton rule).
      return name && !BASE_COMPONENTS.includes(name) ? { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null } : null;
    },
  };
}
