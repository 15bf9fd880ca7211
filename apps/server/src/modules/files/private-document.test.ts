import { describe, expect, it } from 'vitest';
import { attachmentHeader, isDocumentPath, safeFileName } from './private-document';

/** Issue #13: the names documents are saved under, and the header that carries them. */

describe('safeFileName', () => {
  it.each([
    ['Floor plan', '.pdf', 'Floor plan.pdf'],
    ['../../etc/passwd', '.yml', 'etc passwd.yml'],
    ['a/b\\c:d*e?f"g<h>i|j', '.docx', 'a b c d e f g h i j.docx'],
    ['two\nlines\tand\u0000nul', '.pdf', 'two lines and nul.pdf'],
    ['...hidden', '.pdf', 'hidden.pdf'],
    ['   ', '.pdf', 'document.pdf'],
    ['مخطط الطابق', '.PDF', 'مخطط الطابق.pdf'],
  ])('turns %j into %j', (name, extension, expected) => {
    expect(safeFileName(name, extension)).toBe(expected);
  });

  it('keeps at most 120 characters of the name, never cutting a character in two', () => {
    const name = safeFileName('क'.repeat(200), '.pdf');
    expect([...name.replace('.pdf', '')]).toHaveLength(120);
  });
});

describe('attachmentHeader', () => {
  it('quotes a plain ASCII name, and adds filename* (RFC 5987) for any other', () => {
    expect(attachmentHeader('Floor plan.pdf')).toBe('attachment; filename="Floor plan.pdf"');
    expect(attachmentHeader('Plan (v2)\u2019s.pdf')).toBe(`attachment; filename="Plan (v2)_s.pdf"; filename*=UTF-8''Plan%20%28v2%29%E2%80%99s.pdf`);
    expect(attachmentHeader('100% ready;x.pdf')).toBe(`attachment; filename="100_ ready_x.pdf"; filename*=UTF-8''100%25%20ready%3Bx.pdf`);
  });
});

describe('isDocumentPath', () => {
  it('takes pdf, doc, docx, yml and yaml, whatever their case, and nothing else', () => {
    for (const ext of ['pdf', 'DOC', 'docx', 'yml', 'Yaml']) expect(isDocumentPath(`uploads/1/2/a3/x.${ext}`)).toBe(true);
    for (const path of ['uploads/1/2/a3/x.webp', 'x.html', 'x.svg', 'pdf', 'x.pdf.exe']) expect(isDocumentPath(path)).toBe(false);
  });
});
