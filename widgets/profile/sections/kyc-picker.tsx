// Choosing the document (spec §5 "KYC upload requires a selected file; accepted formats and
// maximum size are shown"): its kind, the formats and the limit said BEFORE choosing, then a file picked
// or dropped, or a photo taken with the phone's camera. The camera is the file input's `capture`: the
// phone's own camera app, which works inside frames where getUserMedia is blocked (the dead end of the
// KYC SDKs' users). The drop zone is a real button too, so the keyboard and screen readers choose alike.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { DocumentKind, DocumentRules } from '../../../src/api/documents';
import { Button } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { formatSize } from '../kyc/format-size';
import { kindLabel } from './kyc-labels';

interface KycPickerProps {
  rules: DocumentRules;
  kind: DocumentKind;
  onKind(kind: DocumentKind): void;
  onFile(file: File): void;
  disabled?: boolean;
  /** Back from an upload (another file, cancel): the keyboard lands on "choose" again. */
  focusChoose?: boolean;
  /** The id of a note the choose buttons also point to (kyc-approved-note.tsx), when one is shown. */
  noteId?: string;
}

/** The input's `accept`: a hint for the system picker only; the content decides (kyc/file-type.ts). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf,.heic,.heif,.jpg,.jpeg,.png,.webp,.pdf';

export function KycPicker({ rules, kind, onKind, onFile, disabled, focusChoose, noteId }: KycPickerProps) {
  const { i18n } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusChoose) root.current?.querySelector<HTMLElement>('[part~="kyc-choose"]')?.focus();
  }, []);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    // Emptied so choosing the same file again (after a refusal) still fires a change.
    if (input) input.value = '';
    if (file) onFile(file);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer?.files?.[0];
    if (file && !disabled) onFile(file);
  };
  const formats = 'JPEG, PNG, WebP, HEIC, PDF';
  const hintId = noteId ? `kyc-rules ${noteId}` : 'kyc-rules';
  return (
    <div ref={root} className="kyc-picker">
      <fieldset className="kyc-kinds" disabled={disabled}>
        <legend>{i18n._({ id: 'profile.kyc.kind.legend', message: 'Type de document' })}</legend>
        {rules.kinds.map((k) => (
          <label key={k} className="kyc-kind">
            <input type="radio" name="kyc-kind" value={k} checked={kind === k} onChange={() => onKind(k)} />
            <span>{kindLabel(i18n, k)}</span>
          </label>
        ))}
      </fieldset>
      <p id="kyc-rules" className="kyc-rules" data-formats={formats} data-size={formatSize(rules.maxSize, i18n.locale)} {...parts('kyc-rules')}>
        {i18n._({
          id: 'profile.kyc.rules',
          message: 'Formats acceptés : {formats}. Taille maximale : {size}. Les photos trop grandes sont réduites avant l’envoi.',
          values: { formats: `\u2066${formats}\u2069`, size: formatSize(rules.maxSize, i18n.locale) },
        })}
      </p>
      <div
        className={over ? 'kyc-drop kyc-drop--over' : 'kyc-drop'}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        {...parts('kyc-drop')}
      >
        <p className="kyc-drop__text" aria-hidden="true">
          {i18n._({ id: 'profile.kyc.drop', message: 'Déposez le fichier ici, ou' })}
        </p>
        <div className="kyc-drop__actions">
          <Button disabled={disabled} aria-describedby={hintId} part="kyc-choose" onClick={() => fileInput.current?.click()}>
            {i18n._({ id: 'profile.kyc.choose', message: 'Choisir un fichier' })}
          </Button>
          <Button variant="secondary" disabled={disabled} aria-describedby={hintId} part="kyc-camera" onClick={() => cameraInput.current?.click()}>
            {i18n._({ id: 'profile.kyc.camera', message: 'Prendre une photo' })}
          </Button>
        </div>
        <input ref={fileInput} type="file" accept={ACCEPT} hidden tabIndex={-1} data-input="file" onChange={(e) => take(e.currentTarget)} />
        <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden tabIndex={-1} data-input="camera" onChange={(e) => take(e.currentTarget)} />
      </div>
    </div>
  );
}
