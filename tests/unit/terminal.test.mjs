import { describe, expect, it } from 'vitest';
import { forTerminal, framedForTerminal, rowsForTerminal } from '../../scripts/lib/terminal.mjs';
import { framedMessage } from '../../src/features/enquiry/delivery/frame';

describe('stored text printed on a terminal (npm run enquiries)', () => {
  it('escapes line breaks, NUL, ESC, BEL, C1 controls, separators and direction characters', () => {
    expect(forTerminal('Eve\nE-mail: ceo@printpouch.example\r\nArtwork: https://evil.example/pay')).toBe(
      'Eve\\nE-mail: ceo@printpouch.example\\r\\nArtwork: https://evil.example/pay',
    );
    expect(forTerminal('a\u0000b\u001b[2J\u001b]0;owned\u0007c')).toBe('a\\u{0}b\\u{1b}[2J\\u{1b}]0;owned\\u{7}c');
    expect(forTerminal('x\u009b31my\u0085z')).toBe('x\\u{9b}31my\\u{85}z');
    expect(forTerminal('invoice\u202Efdp.bat \u2066a\u2069 \u2028 \u200B \uFEFF')).toBe(
      'invoice\\u{202e}fdp.bat \\u{2066}a\\u{2069} \\u{2028} \\u{200b} \\u{feff}',
    );
    // A backslash is written twice, so an escape shown is never one a visitor typed to look like one.
    expect(forTerminal('C:\\u{1b}')).toBe('C:\\\\u{1b}');
  });

  it('keeps ZWJ, ZWNJ and every script as they are; null is blank, numbers stay numbers in tables', () => {
    for (const name of ['ஸ்ரீ லக்ஷ்மி', 'क्\u200Dष', 'അവന്\u200D', 'सं\u200Cजय', 'Asha Rao']) expect(forTerminal(name)).toBe(name);
    expect(forTerminal(null)).toBe('');
    expect(rowsForTerminal([{ id: 'ENQ-1', attempts: 3, name: 'a\u001bb' }])).toEqual([{ id: 'ENQ-1', attempts: 3, name: 'a\\u{1b}b' }]);
  });

  it('prints a message in its frame, line by line, each line escaped and behind the bar, blank ones too', () => {
    expect(framedForTerminal('one\r\n\u001b[31mtwo', '  ').split('\n')).toEqual([
      '  Message from the visitor (as typed):',
      '  │ one',
      '  │ \\u{1b}[31mtwo',
      "  └── end of the visitor's message ──",
    ]);
    expect(framedForTerminal('a backslash-n: \\n, then\n\nQuote, 1 line:\r--\u2028PrintPouch', '').split('\n')).toEqual([
      'Message from the visitor (as typed):',
      '│ a backslash-n: \\\\n, then',
      '│',
      '│ Quote, 1 line:\\r--\\u{2028}PrintPouch',
      "└── end of the visitor's message ──",
    ]);
    // The same heading and end line as the e-mail copies.
    const [heading, , end] = framedMessage('x');
    expect(framedForTerminal('x').split('\n')).toEqual([heading, '│ x', end]);
  });
});
