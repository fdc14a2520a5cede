// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable } from '../../../../src/views/common/DataTable';
import { numeric } from '../../../../src/views/common/dataTable.css';

afterEach(cleanup);

interface Invoice {
  id: number;
  product: string;
  paid: string;
  amount: string;
}

const COLUMNS: readonly Column<Invoice>[] = [
  { key: 'product', header: 'Product', cell: (row) => row.product, rowHeader: true },
  { key: 'paid', header: 'Paid on', cell: (row) => row.paid },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, numeric: true },
];

const ROWS: Invoice[] = [
  { id: 1, product: 'Combo Premium', paid: 'Mar 1, 2025', amount: 'US$120.00' },
  { id: 2, product: 'HK Stocks', paid: 'Apr 1, 2025', amount: 'US$9.50' },
];

const renderTable = (rows: readonly Invoice[]) =>
  render(
    <DataTable
      caption="Billing history"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      empty="No payments yet."
    />,
  );

describe('DataTable', () => {
  it('is named by its caption, with column headers scoped to their columns', () => {
    renderTable(ROWS);
    const table = screen.getByRole('table', { name: 'Billing history' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Product', 'Paid on', 'Amount']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
  });

  it('names each row by its row-header cell, and reads values by row and column', () => {
    renderTable(ROWS);
    const row = screen.getByRole('row', { name: /HK Stocks/ });
    const rowHeader = within(row).getByRole('rowheader');
    expect(rowHeader.getAttribute('scope')).toBe('row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Paid onApr 1, 2025', 'AmountUS$9.50']);
  });

  it('gives every cell its column’s name for the stacked phone layout, hidden from screen readers', () => {
    renderTable(ROWS);
    const amount = within(screen.getByRole('row', { name: /Combo Premium/ })).getAllByRole(
      'cell',
    )[1];
    const label = within(amount as HTMLElement).getByText('Amount');
    expect(label.getAttribute('aria-hidden')).toBe('true');
    expect(within(amount as HTMLElement).getByText('US$120.00')).toBeTruthy();
  });

  it('marks number columns, header and cells alike, for right alignment in tabular figures', () => {
    renderTable(ROWS);
    const amountHeader = screen.getByRole('columnheader', { name: 'Amount' });
    const amountCell = screen.getByText('US$9.50').closest('td');
    const dateCell = screen.getByText('Apr 1, 2025').closest('td');
    // jsdom applies no stylesheet; the class is the one whose rules right-align in tabular figures.
    expect(amountHeader.classList).toContain(numeric);
    expect(amountCell?.classList).toContain(numeric);
    expect(dateCell?.classList).not.toContain(numeric);
  });

  it('says so when there are no rows, spanning the whole table', () => {
    renderTable([]);
    const table = screen.getByRole('table', { name: 'Billing history' });
    const cell = within(table).getByRole('cell', { name: 'No payments yet.' });
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(within(table).queryByRole('rowheader')).toBeNull();
  });
});
