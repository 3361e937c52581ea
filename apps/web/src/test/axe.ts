import axe from 'axe-core';

/**
 * axe's findings for the given rules on `within` (the whole document unless told), one line each
 * (rule: offending html).
 * Menus, popovers and date calendars are drawn hidden in jsdom (by their transition, or as detached
 * from a field that has no layout): they are shown first, so axe looks at them.
 */
export async function axeViolations(rules: string[], within: Element = document.body): Promise<string[]> {
  document.querySelectorAll<HTMLElement>('[role=menu],[role=dialog],[data-dates-dropdown]').forEach((element) => (element.style.display = 'block'));
  const result = await axe.run(within, { runOnly: rules });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join('; ')}`);
}
