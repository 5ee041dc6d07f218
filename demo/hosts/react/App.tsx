// React 19 host: the elements from the installed package, attributes bound to state, `oncasino-…` props as
// listeners (React 19 adds them with addEventListener; docs/embedding.md "Using it from React, Vue or Svelte").
import type {} from '@casino-widgets/elements/react';
import '@casino-widgets/elements/casino-login';
import '@casino-widgets/elements/casino-wheel';
import '@casino-widgets/elements/casino-lobby';
import { useState } from 'react';
import { LABELS, apiBase, nextProvider, type Provider } from '../shared/host';

export function App() {
  const [provider, setProvider] = useState<Provider>('amatic');
  const [mounted, setMounted] = useState(true);
  const [launches, setLaunches] = useState(0);
  const [lastGame, setLastGame] = useState('');
  const [player, setPlayer] = useState<string | null>(null);
  return (
    <main>
      <h1>Hôte React</h1>
      <div className="host-bar">
        <button type="button" onClick={() => setProvider(nextProvider)}>{LABELS.provider(provider)}</button>
        <button type="button" onClick={() => setMounted((m) => !m)}>{mounted ? LABELS.unmount : LABELS.mount}</button>
        <output>{LABELS.launches(launches)}</output>
        {lastGame && <output>{LABELS.lastGame(lastGame)}</output>}
        <output>{LABELS.player(player)}</output>
      </div>
      {mounted && (
        <>
          <casino-login mode="inline" api-base={apiBase} oncasino-session-change={(e) => setPlayer(e.detail.user?.username ?? null)} />
          <casino-lobby
            layout="row"
            limit="4"
            provider={provider}
            api-base={apiBase}
            oncasino-game-launch={(e) => {
              // The host opens games its own way (docs/embedding.md "<casino-lobby>" events).
              e.preventDefault();
              setLaunches((n) => n + 1);
              setLastGame(e.detail.name);
            }}
          />
          <casino-wheel api-base={apiBase} />
        </>
      )}
    </main>
  );
}
