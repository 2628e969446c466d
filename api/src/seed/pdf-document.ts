// A one-page product sheet as a hand-built PDF 1.4 (Helvetica, text only), so the
// seed needs no PDF library. Offsets in the xref table are byte counts, so the text
// is restricted to ASCII.

const toAscii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');
const escapePdfText = (text: string) => toAscii(text).replace(/[\\()]/g, (ch) => `\\${ch}`);

export function renderPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 740 Td',
    `(${escapePdfText(title)}) Tj`,
    '/F1 12 Tf',
    '0 -20 TL',
    'T*',
    ...lines.map((line) => `(${escapePdfText(line)}) '`),
    'ET',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
