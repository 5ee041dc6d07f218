// The "export to CSV" of a whole history (what its filters select, every page): a button, then a
// progress bar while the pages are read (with a stop), then the file; a failure is said in words with
// a retry, and a list longer than the cap is exported up to it with a note saying so.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Button } from '../button';
import { useErrorText } from '../error-screen';
import { parts } from '../part';
import { countValues } from '../../format/count';
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';
import { collectAllPages, EXPORT_CAP, ExportAborted, type PageOf } from './export-all';

export interface ExportAllProps<Row> {
  columns: ReadonlyArray<CsvColumn<Row>>;
  load(page: number, pageSize: number): Promise<PageOf<Row>>;
  /** The file's name parts (ASCII): `['statement', '2025-01-01', '2025-01-31']`. */
  fileName: ReadonlyArray<string | number>;
  /** Explains a failure in words; default: the error catalogue's text for an API error (useErrorText). */
  errorText?(error: unknown): string;
  /** For tests: where the file goes. */
  save?(csv: string, fileName: string): void;
  cap?: number;
}

type State =
  | { step: 'idle' }
  | { step: 'running'; done: number; total: number }
  | { step: 'done'; rows: number; truncated: boolean }
  | { step: 'error'; error: unknown };

export function ExportAllButton<Row>(props: ExportAllProps<Row>) {
  const { i18n } = useLingui();
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // Leaving the list stops the reading (no file appears later out of nowhere).
  useEffect(() => () => abort.current?.abort(), []);
  const cap = props.cap ?? EXPORT_CAP;

  async function run() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'running', done: 0, total: 0 });
    try {
      const result = await collectAllPages(props.load, {
        cap,
        signal: controller.signal,
        onProgress: (done, total) => setState({ step: 'running', done, total }),
      });
      (props.save ?? downloadCsv)(toCsv(props.columns, result.rows), csvFileName(...props.fileName));
      setState({ step: 'done', rows: result.rows.length, truncated: result.truncated });
    } catch (error) {
      if (error instanceof ExportAborted) setState({ step: 'idle' });
      else setState({ step: 'error', error });
    }
  }

  if (state.step === 'running') {
    return (
      <div className="history-export-progress" {...parts('export-progress')}>
        <label className="history-export-progress__label">
          <span role="status">
            {i18n._({ id: 'history.export_progress', message: 'Export en cours : {done} sur {total}', values: { done: state.done, total: state.total || '…' } })}
          </span>
          <progress max={state.total || undefined} value={state.total ? state.done : undefined} />
        </label>
        <Button variant="secondary" part="export-stop" onClick={() => abort.current?.abort()}>
          {i18n._({ id: 'history.export_stop', message: 'Arrêter' })}
        </Button>
      </div>
    );
  }
  return (
    <div className="history-export-box">
      <Button variant="secondary" part="export" className="history-export" onClick={() => void run()}>
        {i18n._({ id: 'history.export_all', message: 'Exporter (CSV)' })}
      </Button>
      {state.step === 'error' ? (
        <ExportError error={state.error} explain={props.errorText} />
      ) : state.step === 'done' ? (
        <p className="history-export-note" role="status" {...parts('export-done')}>
          {state.truncated
            ? i18n._({ id: 'history.export_truncated', message: 'Fichier prêt : les {rows} lignes les plus récentes (limite de {cap}). Réduisez la période pour le reste.', values: { rows: state.rows, cap } })
            : i18n._({ id: 'history.export_done', message: '{form, select, none {Fichier prêt : aucune ligne.} one {Fichier prêt : {count} ligne.} other {Fichier prêt : {count} lignes.}}', values: countValues(state.rows, i18n.locale) })}
        </p>
      ) : null}
    </div>
  );
}

function ExportError({ error, explain }: { error: unknown; explain?(error: unknown): string }) {
  const { i18n } = useLingui();
  const catalogue = useErrorText(error);
  const reason = (explain ? explain(error) : catalogue) || i18n._({ id: 'history.export_failed_unknown', message: 'le serveur n’a pas répondu' });
  return (
    <p className="history-export-note history-export-note--error" role="alert" {...parts('export-error')}>
      {i18n._({ id: 'history.export_failed', message: "L'export n'a pas abouti : {reason}. Réessayez.", values: { reason } })}
    </p>
  );
}
