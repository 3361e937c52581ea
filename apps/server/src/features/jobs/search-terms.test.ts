import { describe, expect, it } from 'vitest';
import { placePattern, placeText, splitExclusions } from './search-terms';

describe('splitExclusions', () => {
  it('separates the words ruled out with a minus from those looked for', () => {
    expect(splitExclusions('nurse -registered')).toEqual({ include: 'nurse', exclude: 'registered' });
    expect(splitExclusions('"project manager" -"senior lead" -remote or sales')).toEqual({ include: 'project manager sales', exclude: '"senior lead" or remote' });
    expect(splitExclusions('-nurse')).toEqual({ include: '', exclude: 'nurse' });
    expect(splitExclusions('c# - engineer')).toEqual({ include: 'c# engineer', exclude: '' });
  });
});

describe('placePattern', () => {
  const matches = (where: string, place: string) => new RegExp(placePattern(where).replace(/\\m/g, '\\b').replace(/\\M/g, '\\b').replace(/\\s/g, '\\s'), 'i').test(place);

  it('finds what was typed at the start of a word, not inside one', () => {
    expect(matches('US', placeText('Denver, Colorado', ['US', 'Colorado', 'Denver']))).toBe(true);
    expect(matches('US', placeText('Austin, Texas', ['Texas', 'Austin']))).toBe(false);
    expect(matches('new  york', 'New York City, New York')).toBe(true);
    expect(matches('york', 'New York City')).toBe(true);
  });

  it("finds a country's postings by its English name as well as by its code", () => {
    expect(matches('United States', placeText('Remote', ['US']))).toBe(true);
    expect(matches('united kingdom', placeText('Leeds', ['UK', 'Leeds']))).toBe(true);
    expect(matches('GB', placeText('Leeds', ['UK', 'Leeds']))).toBe(true);
    expect(matches('United States', 'USA Today, Remote')).toBe(false);
  });

  it('takes what was typed as text, not as a pattern', () => {
    expect(placePattern('a.b (c)* [d]')).toBe('\\m(a\\.b\\s+\\(c\\)\\*\\s+\\[d\\])');
    expect(matches('a.b', 'axb')).toBe(false);
  });
});

describe('placeText', () => {
  it('joins the location and the region names once each', () => {
    expect(placeText('London, UK', ['UK', 'London', 'London'])).toBe('London, UK ; UK ; London');
    expect(placeText('', [])).toBe('');
  });
});
