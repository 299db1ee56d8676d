import { describe, expect, it } from 'vitest';
import { clip } from './feed-products';
import { XML_DECLARATION, element, group, xmlText } from './feed-xml';

describe('feed XML', () => {
  it('escapes the five XML characters and drops the control characters XML 1.0 forbids, keeping tab and newlines', () => {
    expect(xmlText(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(xmlText('A\u0000B\u0008C\u000BD\u000CE\u001FF\uFFFEG\uFFFF')).toBe('ABCDEFG');
    expect(xmlText('riadok\tstĺpec\nďalší\r')).toBe('riadok\tstĺpec\nďalší\r');
  });

  it('leaves an optional element out when it has no value, and a group that holds nothing', () => {
    expect(element('ISBN', '978')).toBe('<ISBN>978</ISBN>');
    expect(element('ISBN', '')).toBe('');
    expect(element('ISBN', null)).toBe('');
    expect(group('PARAM', ['<VAL>x</VAL>', '<PARAM_NAME>y</PARAM_NAME>'])).toBe('<PARAM><VAL>x</VAL><PARAM_NAME>y</PARAM_NAME></PARAM>');
    expect(group('PARAM', ['', ''])).toBe('');
    expect(XML_DECLARATION).toBe('<?xml version="1.0" encoding="utf-8"?>\n');
  });

  it('clips a long text at a word near the limit with an ellipsis, exactly at the limit', () => {
    expect(clip('Život viery', 11)).toBe('Život viery');
    expect(clip('Život viery a lásky', 15)).toBe('Život viery a…');
    expect(clip('Život viery a lásky', 15)).toHaveLength(14);
    // A space just before the cut: the word ends there. None near the end: cut mid-word, the ellipsis the last of `max`.
    expect(clip('Životviery a lásky', 12)).toBe('Životviery…');
    expect(clip('Životviery-a-lásky', 12)).toBe('Životviery-…');
    expect(clip('Ži votviery-a-lásky', 12)).toBe('Ži votviery…');
    expect(clip('x'.repeat(300), 200)).toBe(`${'x'.repeat(199)}…`);
    expect(clip('slovo '.repeat(50), 200).length).toBeLessThanOrEqual(200);
    expect(clip('slovo '.repeat(50), 200).endsWith('slovo…')).toBe(true);
  });
});
