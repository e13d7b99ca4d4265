import path from 'node:path';
import { formatTextTable } from '../ledger/text-table';
import { kb, write } from './bench-output';
import type { JsWeight } from './js-weight';

/** The goal: a page's first-load JavaScript is at most twice an empty React app's. */
export const JS_RATIO_GOAL = 2;

/** The page's first-load JavaScript beside the empty app's, file by file, and their ratio. */
export function printWeights(page: string, ferry: JsWeight, empty: JsWeight): number {
  const ratio = ferry.gzipBytes / empty.gzipBytes;
  write('JavaScript loaded until network idle (bodies gzipped -9 here):');
  write(
    formatTextTable(
      ['page', 'files', 'raw', 'gzip'],
      [
        [`Ferry ${page}`, String(ferry.files.length), kb(ferry.bytes), kb(ferry.gzipBytes)],
        ['empty React app /', String(empty.files.length), kb(empty.bytes), kb(empty.gzipBytes)],
      ],
    ),
  );
  write();
  write(`Ferry ${page}, file by file:`);
  write(
    formatTextTable(
      ['file', 'raw', 'gzip'],
      ferry.files.map((file) => [
        path.basename(new URL(file.url).pathname),
        kb(file.bytes),
        kb(file.gzipBytes),
      ]),
    ),
  );
  write();
  write(`ratio Ferry ${page} / empty: ${ratio.toFixed(2)}× (goal ≤ ${JS_RATIO_GOAL.toFixed(1)}×)`);
  write();
  return ratio;
}
