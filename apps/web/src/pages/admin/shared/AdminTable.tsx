import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';
import styles from '../Admin.module.css';

/** A column of an admin table: its header, right-aligned when it holds numbers. */
export interface Column {
  label: string;
  numeric?: boolean;
}

/**
 * An admin table in its sideways scroller, which `label` names. The label is also the table's
 * caption, for screen readers only; a table under a heading that says the same has none.
 */
export function AdminTable({
  label,
  caption = true,
  columns,
  children,
}: {
  label: string;
  caption?: boolean;
  columns: Column[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className={styles.table}>
        {caption ? <caption className="visually-hidden">{label}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? styles.number : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
