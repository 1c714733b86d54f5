import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfObjects } from './receipt-testing';

const pdfObject = (dict: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`1 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);

describe('reading a PDF the tests made', () => {
  it.each([
    ['a stream ending in a carriage return', '', Buffer.from('BT (x) Tj ET\r', 'latin1'), 'BT (x) Tj ET\r'],
    [
      'a compressed stream',
      '/Filter /FlateDecode',
      deflateSync('BT (Квитанція) Tj ET'),
      Buffer.from('BT (Квитанція) Tj ET').toString('latin1'),
    ],
  ])('%s: the whole stream, by its length', (_, dict, data, stream) => {
    expect(pdfObjects(pdfObject(dict, data)).get('1')?.stream).toBe(stream);
  });
});
