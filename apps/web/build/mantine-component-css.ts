import type { Plugin } from 'vite';

const componentModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;

/** The Mantine component whose class names module `id` is (`Button` for `.../Button/Button.module.mjs`). */
export function mantineComponentOf(id: string): string | null {
  return componentModule.exec(id)?.[1] ?? null;
}

/**
 * The components others are built on. `src/main.tsx` loads their CSS once, in Mantine's order and
 * inside Mantine's cascade layer, so every other component's (unlayered) CSS overrides them wherever
 * the stylesheets land: the order of a page's stylesheets follows the chunk graph, which any new
 * screen may change, and an unlayered copy after a Button's would put UnstyledButton's transparent
 * background over the Button's colour. Their CSS is therefore not added to the chunks here.
 */
export const BASE_COMPONENTS: readonly string[] = [
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Overlay',
  'Popover',
  'Loader',
  'ActionIcon',
  'CloseButton',
  'Group',
  'ModalBase',
  'Input',
  'Flex',
  'FloatingIndicator',
  'Text',
  'Combobox',
  'InlineInput',
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
      if (!name || BASE_COMPONENTS.includes(name)) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}
