import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { headerDelimiter, neutraliseCell, parseCsv, toCsv } from './csv';

const utf16le = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le');
  return Buffer.concat([Buffer.from([0xfe, 0xff]), le.swap16()]);
};

describe('parseCsv', () => {
  it('takes the delimiter from the header row, not from pipes inside cells', () => {
    const table = parseCsv(
      Buffer.from('Business Email,Full Name\na@x.test,cmd|a|b\nb@x.test,cmd|c|d\n'),
    );
    expect(table?.header).toEqual(['Business Email', 'Full Name']);
    expect(table?.rows[0]?.values).toEqual({
      'Business Email': 'a@x.test',
      'Full Name': 'cmd|a|b',
    });
  });

  it.each([
    ['semicolon', 'email;name\na@x.test;Khan, Ayesha\n'],
    ['tab', 'email\tname\na@x.test\tKhan, Ayesha\n'],
    ['comma', 'email,name\na@x.test,"Khan, Ayesha"\n'],
  ])('reads a %s-separated file', (_label, text) => {
    expect(parseCsv(Buffer.from(text))?.rows[0]?.values).toEqual({
      email: 'a@x.test',
      name: 'Khan, Ayesha',
    });
  });

  it('detects only comma, semicolon and tab', () => {
    expect(headerDelimiter('a|b|c\n1|2|3')).toBe(',');
    expect(headerDelimiter('"a;b",c\n')).toBe(',');
    expect(headerDelimiter('a;b;c\n1,2,3,4,5,6')).toBe(';');
  });

  it.each([
    ['UTF-16 LE with BOM (Excel "Unicode Text")', utf16le('email\tname\r\né@x.test\tÉmile 😀\r\n')],
    ['UTF-16 BE with BOM', utf16be('email\tname\r\né@x.test\tÉmile 😀\r\n')],
    ['UTF-8 with BOM', Buffer.from('\uFEFFemail,name\né@x.test,Émile 😀\n')],
  ])('decodes %s', (_label, data) => {
    expect(parseCsv(data)?.rows).toEqual([
      { row: 2, values: { email: 'é@x.test', name: 'Émile 😀' } },
    ]);
  });

  it('still refuses binary and UTF-16 without a BOM', () => {
    expect(parseCsv(Buffer.from('email\tname\r\n', 'utf16le'))).toBeNull();
    expect(parseCsv(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]))).toBeNull();
    expect(parseCsv(Buffer.from([0x61, 0xc3, 0x28]))).toBeNull();
  });

  it('reads back a neutralised cell as it was', () => {
    const served = toCsv([
      ['name', 'formula'],
      ['=1+1', '-5'],
    ]);
    expect(parseCsv(Buffer.from(served))?.rows[0]?.values).toEqual({ name: '=1+1', formula: '-5' });
  });
});

describe('toCsv (every CSV served, DESIGN §6.10)', () => {
  it('neutralises cells starting with = + - @ tab or CR, and only those', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=a\nb']) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
    for (const cell of ['plain', ' =x', 'a=b', '', "'=x"]) {
      expect(neutraliseCell(cell)).toBe(cell);
    }
    const parsed = Papa.parse<string[]>(
      toCsv([
        ['a', 'b'],
        ['=cmd|x', 'ok'],
      ]),
    ).data;
    expect(parsed).toEqual([
      ['a', 'b'],
      ["'=cmd|x", 'ok'],
    ]);
  });
});
