import { describe, expect, it } from 'vitest';
import { withTailRead } from './replicaRows';

describe('withTailRead', () => {
  it('puts the tail read again in place of its records and of the named ids, after the rest in order', () => {
    const memory = [
      { id: 1, by: 'A' },
      { id: 2, by: 'A' },
      { id: 3, by: 'A, proposed; B stored it first' },
      { id: 4, by: 'A, proposed' },
    ];
    const tail = [
      { id: 3, by: 'B' },
      { id: 5, by: 'A, renumbered from 3' },
      { id: 6, by: 'A, renumbered from 4' },
    ];
    expect(withTailRead(memory, ['3', '4', '5', '6'], tail)).toEqual([memory[0], memory[1], ...tail]);
  });
});
