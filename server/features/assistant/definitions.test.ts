import { describe, expect, it } from 'vitest';
import { GermanAnalyser } from '../manual/germanAnalyser';
import type { PassageDocument } from '../manual/manualIndex';
import { askedToDefine, defines } from './definitions';

const passage = (text: string): PassageDocument => ({
  id: '1026#0',
  pageId: '1026',
  title: 'Glossar',
  heading: '',
  section: 0,
  text,
  ownText: text,
  linkText: '',
});
const glossary = passage('Visual: Einzelnes Diagramm oder einzelne Kennzahl aus einem Bericht.');
const tile = passage('Kennzahl-Kachel: zeigt ein einzelnes Visual direkt auf dem Dashboard.');
const analyser = new GermanAnalyser([glossary.text, tile.text]);
const asked = (question: string) => askedToDefine(question, analyser.concepts(question));

describe('definitions', () => {
  it('tells a question for the meaning of one noun', () => {
    expect(asked('Was ist ein Visual?')?.word).toBe('Visual');
    expect(asked('was bedeutet visual')?.word).toBe('visual');
    expect(asked('Wie zeige ich ein Visual auf dem Dashboard?')).toBeUndefined();
    expect(asked('Was ist der Unterschied zwischen Visual und Kachel?')).toBeUndefined();
  });

  it('finds the passage that names the word as its term, not one that only uses it', () => {
    const visual = asked('Was ist ein Visual?');
    expect(visual && defines(analyser, glossary, visual)).toBe(true);
    expect(visual && defines(analyser, tile, visual)).toBe(false);
  });
});
