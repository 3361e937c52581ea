import { INDUSTRIES } from '@portal/domain/orders/industries';
import { IconBriefcase } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/orders.json';
import { industryIcon } from './industry-icons';

describe('industry icons and names', () => {
  it('gives all 38 industries their own icon', () => {
    const icons = INDUSTRIES.map((industry) => industryIcon(industry.iconClass));
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(INDUSTRIES.length);
  });

  it('falls back to a neutral icon for an unknown name', () => {
    expect(industryIcon('no-such-icon')).toBe(IconBriefcase);
  });

  it('has an English name for every industry key, matching the list', () => {
    for (const industry of INDUSTRIES) expect(en.industries[industry.key as keyof typeof en.industries]).toBe(industry.industryName);
  });
});
