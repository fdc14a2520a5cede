import type { Key, ReactNode } from 'react';
import {
  body,
  caption as captionStyle,
  cell,
  cellLabel,
  emptyCell,
  head,
  headerCell,
  numeric,
  rowHeaderCell,
  row as rowStyle,
  table,
  tableFrame,
} from './dataTable.css';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts, counts, dates as figures: right-aligned in tabular figures. */
  numeric?: boolean;
  /** This column names its row (a plan, an invoice): its cells are row headers. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table lists; names it for assistive technology. */
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Said in place of rows when there are none (e.g. "No invoices yet."). */
  empty: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A table of records: a caption, column headers (`scope="col"`) and optionally a row-header
 * column. On a phone (≤ 690 px) each row stacks into label/value lines: the header row is then
 * hidden from sight only, and every cell shows its column's name (hidden from screen readers,
 * which announce the real header).
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  return (
    <div className={tableFrame}>
      <table className={table}>
        <caption className={captionStyle}>{caption}</caption>
        <thead className={head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={classes(headerCell, column.numeric && numeric)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={body}>
          {rows.length === 0 ? (
            <tr className={rowStyle}>
              <td colSpan={columns.length} className={emptyCell}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowStyle}>
                {columns.map((column) => (
                  <DataCell key={column.key} column={column}>
                    {column.cell(row)}
                  </DataCell>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function DataCell<Row>({ column, children }: { column: Column<Row>; children: ReactNode }) {
  const label = (
    <span className={cellLabel} aria-hidden="true">
      {column.header}
    </span>
  );
  const className = classes(column.rowHeader ? rowHeaderCell : cell, column.numeric && numeric);
  return column.rowHeader ? (
    <th scope="row" className={className}>
      {label}
      <span>{children}</span>
    </th>
  ) : (
    <td className={className}>
      {label}
      <span>{children}</span>
    </td>
  );
}
