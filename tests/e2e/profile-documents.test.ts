// Identity documents end to end (spec money-and-games.md §3, §5): demo uploads a
// photo on /profile/kyc-verifiaction, sees the progress bar while it goes (the upload is slowed by the
// browser's own network throttling, so the bar is there to see) and "pending" once it is in; QA rejects it
// through the control plane (what the QA page's "Reject" sends) and demo reads the reason. The photo is a
// real JPEG drawn by Chromium (noise, so it does not compress to nothing).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { siteUrl } from './support/shell';
import { signIn } from './support/cashier';
import { PROFILE_FR, documentsOf, profile, reviewDocument } from './support/profile';

/** widgets/profile/sections/kyc.tsx, kyc-picker.tsx, kyc-progress.tsx, kyc-list.tsx, kyc-labels.ts. */
const KYC_FR = {
  title: PROFILE_FR.menuItem.kyc, // profile.kyc.title
  choose: 'Choisir un fichier', // profile.kyc.choose
  sending: 'Envoi en cours', // profile.kyc.sending (the progress bar's label)
  sent: 'Document envoyé : nous le vérifions, vous verrez le résultat ici.', // profile.kyc.sent
  pending: 'Envoyé, en attente de vérification', // profile.kyc.status.pending
  rejected: 'Refusé', // profile.kyc.status.rejected
  reasonLabel: 'Motif du refus :', // profile.kyc.list.reason_label (the reason follows in its own <bdi>)
};

const REASON = 'Photo floue : les quatre coins du document doivent être visibles';

/** A real JPEG photo of `width`×`height` pixels of noise, encoded by the browser. */
async function photo(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const image = ctx.createImageData(w, h);
      for (let i = 0; i < image.data.length; i++) image.data[i] = (i & 3) === 3 ? 255 : Math.floor(Math.random() * 256);
      ctx.putImageData(image, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.92);
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

describe('profile: identity documents', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('demo uploads a photo with a progress bar and sees it pending; QA rejects it and demo reads the reason', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    await signIn(page, 'demo', 'demo1234');
    await page.goto(siteUrl('/profile/kyc-verifiaction'));
    const p = profile(page);
    await p.section(KYC_FR.title).waitFor();

    // demo is approved: before choosing, the page says a new document does not stop withdrawals.
    await p.main.getByText(/^Votre identité est déjà vérifiée\. Un nouveau document sera examiné, et vos retraits restent possibles pendant l’examen/).waitFor(); // profile.kyc.approved_note

    const jpeg = await photo(page, 1200, 900);
    expect(jpeg.length).toBeGreaterThan(300_000);
    // ~150 KB/s up: the upload takes seconds, long enough to see its progress.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 150 * 1024 });

    // The player's way: the button opens the browser's file chooser.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), p.main.getByRole('button', { name: KYC_FR.choose, exact: true }).click()]);
    await chooser.setFiles({ name: 'carte-identite.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const bar = p.main.getByRole('progressbar', { name: KYC_FR.sending });
    await bar.waitFor({ timeout: 15_000 });
    // It moves while the bytes go (a native <progress>: its value), read in the page on every frame until
    // the bar leaves the document.
    const seen = new Set<number>(
      await bar.evaluate(
        (el) =>
          new Promise<number[]>((resolve) => {
            const values = new Set<number>();
            const read = () => {
              if (!el.isConnected) return resolve([...values]);
              values.add((el as HTMLProgressElement).value);
              requestAnimationFrame(read);
            };
            read();
          }),
        undefined,
        { timeout: 30_000 },
      ),
    );
    expect(seen.size, `progress values seen: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(2);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // (The notice and the status carry an icon before their words: matched as text within.)
    await p.main.getByText(KYC_FR.sent).waitFor({ timeout: 30_000 });
    await p.main.getByText(KYC_FR.pending).first().waitFor();
    const [doc] = await documentsOf('demo', 'pending');
    expect(doc).toMatchObject({ status: 'pending', kind: 'id_card' });
    expect(['image/jpeg', 'image/webp']).toContain(doc.content_type);

    await reviewDocument(doc.id, 'reject', REASON);
    await page.reload();
    await p.section(KYC_FR.title).waitFor();
    await p.main.getByText(KYC_FR.rejected).first().waitFor();
    await p.main.getByText(REASON, { exact: true }).waitFor();
    await p.main.getByText(KYC_FR.reasonLabel).filter({ hasText: REASON }).first().waitFor();
  });
});
