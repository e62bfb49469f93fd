import { useEffect, useRef, useState } from 'react';
import type { TestDesignInfo } from '@qa/shared/test-design/schema';
import { callWithRetry, type Waiting } from '../serverWait/callWithRetry';
import type { CallOutcome } from '../testerTools/toolCalls';
import type { TestTableSource } from '../testerTools/toolSources';
import { readStoredTable, tableOfRun, writeStoredTable, type TestRow } from './testTable';

/** A row as the table keeps it: with a key of its own, so focus follows a row that moves. */
export interface KeyedRow extends TestRow {
  key: number;
}

/** The design being read, waited for (the server asked the page to wait; it reads it again), or read. */
export type Loaded = { kind: 'loading' } | ({ kind: 'waiting' } & Waiting) | CallOutcome<TestDesignInfo>;

/**
 * The design a source's table is written against, read once per table, and the table as the source keeps it: in
 * the browser for good where it says so (starting from its best run, or the one it last ran, where this browser has
 * none), else for the tab's session. `keep` writes each change where it was read from. A read the server refused
 * for a while (a spent budget, an overload) is made again once that while is over.
 */
export const useKeptTable = (source: TestTableSource, onNone?: () => void) => {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [rows, setRows] = useState<KeyedRow[]>([]);
  const nextKey = useRef(0);
  const storage = source.keepsTable ? 'local' : 'session';
  const keyed = (row: TestRow): KeyedRow => ({ ...row, key: (nextKey.current += 1) });

  useEffect(() => {
    // Ended when the view goes or reads another table: a wait for this read stops with it.
    const ended = new AbortController();
    const shown = (waiting: Waiting | null) =>
      setLoaded(waiting ? { kind: 'waiting', ...waiting } : { kind: 'loading' });
    void callWithRetry(() => source.load(), ended.signal, shown).then((outcome) => {
      if (outcome === undefined || ended.signal.aborted) return;
      if (outcome.kind === 'none') onNone?.();
      if (outcome.kind === 'ok') {
        const { fields } = outcome.value;
        const kept = readStoredTable(source.name, fields.length, storage);
        const saved = source.readSaved?.();
        const start = saved ? tableOfRun({ tests: saved }, fields) : tableOfRun(source.readBest?.(), fields);
        setRows((kept ?? start).map(keyed));
      }
      setLoaded(outcome);
    });
    return () => ended.abort();
    // The design is read once per table (a source may be rebuilt with new history); onNone is the setter of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source.name]);

  const keep = (next: readonly KeyedRow[]) => {
    setRows([...next]);
    writeStoredTable(
      source.name,
      next.map(({ key: _key, ...row }) => row),
      storage,
    );
  };
  return { loaded, rows, keyed, keep };
};
