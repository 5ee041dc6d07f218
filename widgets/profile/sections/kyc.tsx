// /profile/kyc-verifiaction (the spec's spelling is the route, spec money §5, §7, §8): send an
// identity document and follow its review. No third-party KYC SDK: a file input (or the phone's camera
// through `capture`), the browser's own checks and conversions (../kyc/prepare.ts), and one upload with
// progress through the shared HTTP client (src/api/documents.ts, src/stores/documents.ts).
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { DocumentKind } from '../../../src/api/documents';
import { isApiError } from '../../../src/api/errors';
import { errorDescriptor } from '../../../src/errors/error-catalogue';
import { explainApiError } from '../../../src/errors/explain-error';
import { $documentUpload, $documents, documents, type UploadFailure } from '../../../src/stores/documents';
import { $profileSummary } from '../../../src/stores/profile-summary';
import { Button, Skeleton } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { prepareDocument } from '../kyc/prepare';
import type { ProfileSectionProps } from '../section-props';
import { KycApprovedNote, KYC_APPROVED_NOTE_ID } from './kyc-approved-note';
import { KycList } from './kyc-list';
import { KycMore } from './kyc-more';
import { KycPicker } from './kyc-picker';
import { KycProgress } from './kyc-progress';
import kycCss from './kyc.css';
import '@src/errors/profile-errors';

export const styles = kycCss;

function failureText(i18n: I18n, failure: UploadFailure): string {
  if (isApiError(failure.error)) return explainApiError(failure.error).toasts[0]?.message ?? i18n._(errorDescriptor('default')!);
  return i18n._(errorDescriptor(failure.code) ?? errorDescriptor('default')!);
}

export default function KycSection(_props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const list = useStore($documents);
  const shown = list.data;
  const upload = useStore($documentUpload);
  const [kind, setKind] = useState<DocumentKind>('id_card');
  const rules = shown?.rules;
  const approved = useStore($profileSummary).data?.documentsStatus === 'approved';
  const busy = upload.step === 'preparing' || upload.step === 'uploading';
  // The stores outlive the page (they are the session's): opened again, it shows today's list.
  useEffect(() => documents.reopen(), []);
  // Whether the picker comes back after an upload (focus goes to "choose"), not on the page's first view.
  const hadUpload = useRef(false);
  const root = useRef<HTMLElement>(null);
  // "Show more": focus goes to the first document it added, so a keyboard goes on reading from there (the
  // button is gone after the last page).
  const showMore = async () => {
    const before = shown?.items.length ?? 0;
    await documents.loadMore();
    root.current?.querySelectorAll<HTMLElement>('[part~="kyc-document"]')[before]?.focus();
  };
  useEffect(() => {
    if (upload.step !== 'idle') hadUpload.current = true;
  }, [upload.step]);

  return (
    <section className="kyc" ref={root} {...parts('kyc')}>
      <h2>{i18n._({ id: 'profile.kyc.title', message: 'Vérification d’identité' })}</h2>
      <p className="kyc-intro">
        {i18n._({
          id: 'profile.kyc.intro',
          message: 'Envoyez une photo nette de votre pièce d’identité, en entier et lisible. Elle est nécessaire pour retirer vos gains.',
        })}
      </p>

      {rules ? (
        upload.step === 'idle' ? (
          <>
            <KycApprovedNote />
            <KycPicker
              rules={rules}
              kind={kind}
              onKind={setKind}
              disabled={busy}
              focusChoose={hadUpload.current}
              noteId={approved ? KYC_APPROVED_NOTE_ID : undefined}
              onFile={(file) => void documents.upload(file, kind, (f) => prepareDocument(f, rules))}
            />
          </>
        ) : (
          <KycProgress
            state={upload}
            failureMessage={upload.step === 'failed' ? failureText(i18n, upload.failure) : null}
            onRetry={() => void documents.retry()}
            onAbort={() => documents.abort()}
            onAnother={() => documents.reset()}
          />
        )
      ) : list.status === 'error' ? null : (
        <Skeleton label={i18n._({ id: 'profile.kyc.loading', message: 'Chargement de vos documents…' })} className="kyc-skeleton">
          <div className="kyc-skeleton__block" />
        </Skeleton>
      )}

      <h3>{i18n._({ id: 'profile.kyc.list.title', message: 'Vos documents' })}</h3>
      {list.status === 'error' ? (
        <div className="kyc-load-error" role="alert">
          <p>{list.error ? (explainApiError(list.error).toasts[0]?.message ?? '') : i18n._(errorDescriptor('default')!)}</p>
          <Button variant="secondary" part="kyc-reload" onClick={() => void documents.loadList()}>
            {i18n._({ id: 'profile.kyc.reload', message: 'Réessayer' })}
          </Button>
        </div>
      ) : shown ? (
        <>
          <KycList items={shown.items} />
          {shown.next !== null ? (
            <KycMore shown={shown.items.length} count={shown.count} more={shown.more} onMore={() => void showMore()} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
