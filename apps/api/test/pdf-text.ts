import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as far as a test needs it: every content stream inflated, and the strings
 * of its text operators (`(…)` and `<hex>`) joined. Enough for documents written with the standard
 * fonts, which keep one byte per character.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj|\((.*?)\)\s*Tj/gs)) {
      const array = block[1];
      if (array !== undefined) {
        for (const piece of array.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) parts.push(piece[1] !== undefined ? Buffer.from(piece[1], 'hex').toString('latin1') : (piece[2] ?? ''));
      } else if (block[2]) parts.push(Buffer.from(block[2], 'hex').toString('latin1'));
      else parts.push(block[3] ?? '');
    }
    parts.push('\n');
  }
  return parts.join('');
}
