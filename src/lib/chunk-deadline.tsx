import { useEffect, useState } from 'react';

/** SPEC §9: a script chunk that has not arrived after this long has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that neither loaded nor failed within CHUNK_TIMEOUT_MS (a stalled connection); reads as a chunk-load error. */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading chunk timed out after ${Math.round(ms / 1000)} s`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Put inside a Suspense fallback that waits for a lazy chunk: once the chunk has taken `ms`, it throws a chunk-load
 * error to the error boundary around the Suspense, which shows SPEC §8's chunk-load message with a reload, instead of
 * a spinner that never ends.
 * @example <Suspense fallback={<><ChunkDeadline /><Spinner /></>}>
 */
export function ChunkDeadline({ ms = CHUNK_TIMEOUT_MS }: { ms?: number }) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  if (late) throw new ChunkTimeoutError(ms);
  return null;
}
