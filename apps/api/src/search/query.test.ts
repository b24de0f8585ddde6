import { describe, expect, it } from 'vitest';
import { categoryNames, oneEditAway, synonymPhrases, wordRowsFrom } from './query';

describe('categoryNames: a category names the thing, not something qualified by it', () => {
  const rice = synonymPhrases('beras');

  it('finds rice in categories of rice, in English and Malay', () => {
    expect(rice).toEqual(expect.arrayContaining(['beras', 'rice']));
    expect(categoryNames('Rice', rice, 'en')).toBe(true);
    expect(categoryNames('Rice, Grains & Staples', rice, 'en')).toBe(true);
    expect(categoryNames('Beras, Bijirin & Makanan Ruji', rice, 'ms')).toBe(true);
  });

  it('does not find rice in rice cookers (issue 14: "beras" put rice-cooker stores first)', () => {
    expect(categoryNames('Rice Cookers', rice, 'en')).toBe(false);
    expect(categoryNames('Periuk Nasi Elektrik', rice, 'ms')).toBe(false);
  });

  it('reads the head word: last in English (with a plural), first in Malay', () => {
    expect(categoryNames('Instant Coffee', ['coffee'], 'en')).toBe(true);
    expect(categoryNames('Coffee Machines', ['coffee'], 'en')).toBe(false);
    expect(categoryNames('Paper Cups and Plates', ['plate'], 'en')).toBe(true);
    expect(categoryNames('Tisu Tandas', ['tisu'], 'ms')).toBe(true);
    expect(categoryNames('Kertas Tisu', ['tisu'], 'ms')).toBe(false);
    expect(categoryNames('Cooking Oil', ['cooking oil'], 'en')).toBe(true);
  });
});

describe('oneEditAway: the likeliest slip first', () => {
  it('puts two letters swapped before one left out, one too many and one wrong', () => {
    const spellings = oneEditAway('kedia');
    expect(spellings[0]).toBe('ekdia');
    const at = (w: string) => spellings.indexOf(w);
    expect(at('kedai')).toBeGreaterThan(-1);
    expect(at('kedai')).toBeLessThan(at('kediai'));
    expect(at('kediai')).toBeLessThan(at('kdia'));
    expect(at('kdia')).toBeLessThan(at('media'));
    expect(spellings).not.toContain('kedia');
    expect(new Set(spellings).size).toBe(spellings.length);
  });
});

describe('wordRowsFrom: rows per word from PostgreSQL statistics', () => {
  it('turns the frequencies of the listed words into rows, and the rarest of them into the bound for the rest', () => {
    // For a tsvector PostgreSQL appends the least and the greatest frequency.
    const stats = wordRowsFrom(['beras', 'kopi'], [0.2, 0.05, 0.05, 0.2], 1000)!;
    expect(stats.common.get('beras')).toBeCloseTo(200);
    expect(stats.common.get('kopi')).toBeCloseTo(50);
    expect(stats.rarest).toBeCloseTo(50);
  });

  it('has nothing to say for a table never analyzed or empty', () => {
    expect(wordRowsFrom([], [], 1000)).toBeNull();
    expect(wordRowsFrom(['beras'], [0.2, 0.2, 0.2], 0)).toBeNull();
    expect(wordRowsFrom(['beras'], [0.2, 0.2, 0.2], -1)).toBeNull();
  });
});
