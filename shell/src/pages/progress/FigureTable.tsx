import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FigureRows } from '../../layout/Card';
import { theme } from '../../theme/theme';

const Details = styled.details`
  margin-block: ${theme.space.sm};

  summary {
    cursor: pointer;
    color: ${theme.colors.primary};
  }
`;

export interface FigureTableProps {
  /** Says what the table holds; a chart's table repeats the chart's title. */
  caption: string;
  /** Opens the table behind a chart: the chart's text for screen readers and keyboard users. */
  summary: string;
  columns: readonly string[];
  /** The first cell of each row names it (a row header). */
  rows: ReadonlyArray<readonly [string, ...ReactNode[]]>;
}

/**
 * The figures of a chart as a table, behind a native disclosure: the chart leads for sighted readers, and its
 * summary is a control every keyboard and screen reader opens (the chart's canvas is hidden from them).
 */
export const FigureTable = ({ caption, summary, columns, rows }: FigureTableProps) => (
  <Details>
    <summary>{summary}</summary>
    <FigureRows>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </FigureRows>
  </Details>
);
