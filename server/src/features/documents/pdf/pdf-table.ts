import { PAGE, type PdfLayout } from './pdf-layout';

export interface PdfColumn {
  title: string;
  /** Share of the text width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

const CELL_PADDING = 4;

/**
 * A table that flows over as many pages as its rows need, repeating its header on each page.
 * Cells too wide for their column end in an ellipsis.
 */
export function drawTable(
  layout: PdfLayout,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
  options: { size?: number } = {},
): void {
  const size = options.size ?? 8;
  const rowHeight = size * 1.8;
  const textWidth = PAGE.width - PAGE.margin * 2;
  const lefts: number[] = [];
  let left = PAGE.margin;
  for (const column of columns) {
    lefts.push(left);
    left += column.share * textWidth;
  }
  const drawRow = (cells: readonly string[], isBold: boolean) => {
    layout.moveDown(rowHeight);
    columns.forEach((column, index) => {
      const width = column.share * textWidth - CELL_PADDING;
      const x = column.align === 'right' ? (lefts[index] as number) + width : (lefts[index] as number);
      layout.text(cells[index] ?? '', x, { size, isBold, maxWidth: width, align: column.align ?? 'left' });
    });
  };
  const drawHeader = () => {
    drawRow(
      columns.map((column) => column.title),
      true,
    );
    layout.moveDown(size * 0.6);
    layout.rule();
  };
  layout.ensureSpace(rowHeight * 3);
  drawHeader();
  for (const row of rows) {
    if (layout.ensureSpace(rowHeight)) drawHeader();
    drawRow(row, false);
  }
  layout.moveDown(size);
}
