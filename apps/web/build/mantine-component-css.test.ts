import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_COMPONENTS, mantineComponentCss, mantineComponentOf } from './mantine-component-css';

// The package's folder, from its exported stylesheet (package.json itself is not exported).
const mantine = path.dirname(require.resolve('@mantine/core/styles.css'));

function classModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return classModules(file);
    return entry.name.endsWith('.module.mjs') ? [file] : [];
  });
}

describe('Mantine CSS per component', () => {
  it('names the component of a class names module, and nothing else', () => {
    expect(mantineComponentOf('/r/node_modules/@mantine/core/esm/components/Button/Button.module.mjs')).toBe('Button');
    expect(mantineComponentOf('/r/node_modules/@mantine/core/esm/components/Combobox/ComboboxOption/ComboboxOption.module.mjs')).toBe('ComboboxOption');
    // Shared pieces live outside components/ (the checkbox's and radio's label layout).
    expect(mantineComponentOf('/r/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs')).toBe('InlineInput');
    expect(mantineComponentOf('/r/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
    expect(mantineComponentOf('/r/node_modules/@mantine/dates/esm/components/Calendar/Calendar.module.mjs')).toBeNull();
  });

  // If a Mantine upgrade changes how it ships CSS, the build would silently drop styles: fail here.
  it('finds the stylesheet of every class names module of the installed Mantine', () => {
    const modules = classModules(path.join(mantine, 'esm'));
    expect(modules.length).toBeGreaterThan(50);
    const missing = modules.map((file) => mantineComponentOf(file)).filter((name) => !name || !fs.existsSync(path.join(mantine, 'styles', `${name}.css`)));
    expect(missing).toEqual([]);
  });

  it('leaves the base components to main.tsx, which loads exactly those, after the reset, in Mantine\'s layer', () => {
    const main = fs.readFileSync(path.join(__dirname, '../src/main.tsx'), 'utf8');
    const layered = [...main.matchAll(/^import '@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css';$/gm)].map((m) => m[1]);
    expect(layered).toEqual(['baseline', 'global', ...BASE_COMPONENTS]);
    const transform = mantineComponentCss().transform as (code: string, id: string) => { code: string } | null;
    expect(transform('x', '/r/node_modules/@mantine/core/esm/components/UnstyledButton/UnstyledButton.module.mjs')).toBeNull();
    expect(transform('x', '/r/node_modules/@mantine/core/esm/components/Button/Button.module.mjs')?.code).toContain("import '@mantine/core/styles/Button.css';");
  });
});
