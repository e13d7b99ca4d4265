import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocumentTexts } from '../document-texts';
import { readBackDocument } from './document-read-back.test-kit';
import { DOCUMENT_FORMATS, DOCUMENT_SAMPLES, DOCUMENT_TYPES } from './document-samples.test-kit';
import { renderDocument } from './render-document';

/**
 * Every document reads as it did when Ferry wrote PDF and XLSX by hand, before pdf-lib and exceljs: the
 * fixtures hold the text, positions and cells read back from that code's output. A missing
 * fixture is written only when FERRY_CAPTURE_DOCUMENT_FIXTURES=1; an existing one is never
 * rewritten here.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const CAPTURE = process.env.FERRY_CAPTURE_DOCUMENT_FIXTURES === '1';

describe('documents read back as before', () => {
  const cases = DOCUMENT_SAMPLES.flatMap((sample) =>
    DOCUMENT_TYPES.flatMap((type) => DOCUMENT_FORMATS.map((format) => ({ sample, type, format }))),
  );
  it.each(cases.map((each) => [`${each.sample.name} ${each.type} ${each.format}`, each] as const))(
    '%s',
    async (_, { sample, type, format }) => {
      const bytes = await renderDocument({
        type,
        format,
        statement: sample.statement,
        openedAt: sample.openedAt,
        header: sample.header,
        texts: createDocumentTexts(sample.language),
      });
      const content = await readBackDocument(format, bytes);
      const file = path.join(FIXTURES, `${sample.name}.${type}.${format.toLowerCase()}.json`);
      if (!existsSync(file) && CAPTURE) {
        mkdirSync(FIXTURES, { recursive: true });
        writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
      }
      expect(content).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    },
  );
});
