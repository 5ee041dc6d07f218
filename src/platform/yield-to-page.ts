// Long work split into slices gives the page a turn between them (docs/conventions.md §4: no task of a first load
// over 200 ms on the phone profile): input, paints and the network's callbacks run in between.

export type Pause = () => Promise<void>;

/**
 * `scheduler.yield()` where there is one (the rest of the work keeps its place in the queue), else a
 * macrotask through a message channel (setTimeout would be clamped to 4 ms once nested).
 */
export const yieldToPage: Pause = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};
