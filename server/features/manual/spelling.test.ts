import { describe, expect, it } from 'vitest';
import { editDistance, nearestWords } from './spelling';

describe('spelling', () => {
  it('counts swapped neighbours as one edit and gives up above the limit', () => {
    expect(editDistance('dashbaord', 'dashboard', 2)).toBe(1);
    expect(editDistance('abbonement', 'abonnement', 2)).toBe(2);
    expect(editDistance('standort', 'standard', 1)).toBe(2);
  });

  it('finds the nearest words within the typos a word of its length may have', () => {
    const vocabulary = ['dashboard', 'abonnement', 'standard', 'kategoriefilter', 'favorit'];
    expect(nearestWords('dashbaord', vocabulary)).toEqual(['dashboard']);
    expect(nearestWords('abbonement', vocabulary)).toEqual(['abonnement']);
    expect(nearestWords('kategoriefiltr', vocabulary)).toEqual(['kategoriefilter']);
    // Two letters are too many below ten letters, and short words are not guessed at.
    expect(nearestWords('standort', vocabulary)).toEqual([]);
    expect(nearestWords('favo', vocabulary)).toEqual([]);
  });
});
