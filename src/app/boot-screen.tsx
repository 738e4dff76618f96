import { Spinner } from '@/ui';
import './app.css';

/** The neutral screen while the start-up checks run: brand colours only, so nothing flashes. */
export function BootScreen() {
  return (
    <main className="boot-screen" aria-busy="true">
      <div className="boot-screen__header" />
      <div className="boot-screen__nav" />
      <div className="boot-screen__body">
        <Spinner />
      </div>
    </main>
  );
}
